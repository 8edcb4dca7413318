import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { products, vendors } from '../../db/schema/catalogue.js';

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
