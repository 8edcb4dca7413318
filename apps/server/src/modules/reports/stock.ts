import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { rowsFrom, type ReportKind, type ReportScope, type Summer } from './kind.js';

/** One product on a store's shelf; low when its quantity is at or below its notice quantity (section 9). */
export interface StockRow {
  productid: number;
  vendorid: string;
  store: string;
  productname: string;
  quantity: number;
  noticequantity: number;
  status: string;
}

export const isLow = (r: Pick<StockRow, 'quantity' | 'noticequantity'>) => r.quantity <= r.noticequantity;

/** A store its own shelves; a lounge every store of its airport and direction. */
const storeIn = (scope: ReportScope) =>
  scope.kind === 'store' ? sql`v.vendorid = ${scope.vendorid}` : sql`v.airportid = ${scope.airportid} and v.direction = ${scope.direction}`;

async function page(db: Conn, scope: ReportScope, _range: unknown, after: string | null, limit: number) {
  const rows = await rowsFrom<StockRow>(
    db.execute(sql`
      select p.productid, p.vendorid, v.vendorname as store, p.productname, p.quantity, p.noticequantity, p.status
      from products p join vendors v on v.vendorid = p.vendorid
      where ${storeIn(scope)} ${after === null ? sql`` : sql`and p.productid > ${Number(after)}`}
      order by p.productid limit ${limit}`),
  );
  return { rows, next: rows.length ? String(rows.at(-1)!.productid) : null };
}

const LOW_LISTED = 500;

/** Units and products per store, and the low-stock items (the first 500 in the PDF; all in the extract). */
function stockSummer(): Summer<StockRow> {
  const stores = new Map<string, { products: number; units: number; low: number }>();
  const low: StockRow[] = [];
  return {
    add(r) {
      const s = stores.get(r.store) ?? { products: 0, units: 0, low: 0 };
      stores.set(r.store, { products: s.products + 1, units: s.units + r.quantity, low: s.low + (isLow(r) ? 1 : 0) });
      if (isLow(r) && r.status === 'A' && low.length < LOW_LISTED) low.push(r);
    },
    result() {
      const list = [...stores].sort(([a], [b]) => a.localeCompare(b));
      return {
        chart: { title: 'Units on hand by store', bars: list.map(([label, s]) => ({ label, value: s.units })), format: (v) => `${Math.round(v)}` },
        tables: [
          {
            title: 'Stock on hand by store',
            columns: [{ label: 'Store', width: 200 }, { label: 'Products', width: 80, align: 'right' }, { label: 'Units', width: 80, align: 'right' }, { label: 'Low stock', width: 80, align: 'right' }],
            rows: list.map(([name, s]) => [name, `${s.products}`, `${s.units}`, `${s.low}`]),
          },
          {
            title: 'Low-stock items (quantity at or below notice quantity)',
            columns: [{ label: 'Store', width: 130 }, { label: 'Product', width: 230 }, { label: 'On hand', width: 60, align: 'right' }, { label: 'Notice at', width: 60, align: 'right' }],
            rows: low.map((r) => [r.store, r.productname, `${r.quantity}`, `${r.noticequantity}`]),
          },
        ],
      };
    },
  };
}

export const stockOnHand: ReportKind<StockRow> = {
  csvHeader: ['vendorid', 'store', 'productid', 'productname', 'status', 'quantity', 'noticequantity', 'low_stock'],
  csvRow: (r) => [r.vendorid, r.store, r.productid, r.productname, r.status, r.quantity, r.noticequantity, isLow(r) ? 'Y' : 'N'],
  async count(db, scope) {
    const [r] = await rowsFrom<{ n: number }>(db.execute(sql`select count(*)::int as n from products p join vendors v on v.vendorid = p.vendorid where ${storeIn(scope)}`));
    return r?.n ?? 0;
  },
  page,
  summer: stockSummer,
};
