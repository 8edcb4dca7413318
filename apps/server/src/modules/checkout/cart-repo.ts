import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { queryShape, shapeOf } from '../../db/raw-query.js';
import { turnBatch } from '../../lib/turn-batch.js';
import { products, vendors } from '../../db/schema/catalogue.js';
import { reservations } from '../../db/schema/checkout.js';
import type { Owner } from './owner.js';

const cartProducts = (db: Db, name: string) =>
  db
    .select({
      productid: products.productid,
      productname: products.productname,
      unitcostCents: products.unitcostCents,
      taxrateBp: products.taxrateBp,
      quantity: products.quantity,
      status: products.status,
      storeStatus: vendors.status,
      vendorid: products.vendorid,
      airportid: vendors.airportid,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(sql`${products.productid} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name);

/** The products in a cart as they are now, with their store's status and airport (one prepared statement). */
export function findCartProducts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return preparedOn(db, 'cart_products', cartProducts).execute({ ids: productIds });
}

/**
 * Whether each owner holds an open reservation, as openReservationsOf would answer it: the user's, or for a
 * session its own and those of no session. One row per owner, in the order asked.
 */
const holdsShape = () =>
  shapeOf('owners_holding', 'owners_holding', () => sql`
    select a.i::int as i, exists (select 1 from ${reservations} r where r.username = a.username and r.state = 'HELD'
      and (a.session is null or r.owner_session is null or r.owner_session = a.session)) as holds
    from unnest(${sql.placeholder('usernames')}::text[], ${sql.placeholder('sessions')}::text[]) with ordinality as a(username, session, i)
    order by a.i`);

type ReserveRead = { productIds: number[]; owner: Pick<Owner, 'username' | 'session'> };
type CartRow = Awaited<ReturnType<typeof findCartProducts>>[number];

async function readToReserve(db: Db, asked: ReserveRead[]) {
  const ids = [...new Set(asked.flatMap((a) => a.productIds))];
  const [rows, holds] = await Promise.all([
    findCartProducts(db, ids),
    queryShape<{ i: number; holds: boolean }>(db, holdsShape(), {
      usernames: asked.map((a) => a.owner.username),
      sessions: asked.map((a) => a.owner.session),
    }),
  ]);
  const byId = new Map(rows.map((r) => [r.productid, r]));
  return asked.map((a, i) => ({
    rows: a.productIds.flatMap((id) => byId.get(id) ?? []) as CartRow[],
    holds: holds[i]!.holds,
  }));
}

const readers = new WeakMap<Db, (r: ReserveRead) => Promise<{ rows: CartRow[]; holds: boolean }>>();

/**
 * The products of a cart being reserved, and whether its owner may hold an open reservation (docs/decisions/0200):
 * the carts asked together share two statements, so a flash sale's shoppers, most of whom hold nothing and are
 * refused on what this read says, do not each send their own. A product that does not exist has no row.
 */
export function findCartToReserve(db: Db, productIds: number[], owner: Pick<Owner, 'username' | 'session'>) {
  let read = readers.get(db);
  if (!read) readers.set(db, (read = turnBatch((asked: ReserveRead[]) => readToReserve(db, asked))));
  return read({ productIds, owner });
}
