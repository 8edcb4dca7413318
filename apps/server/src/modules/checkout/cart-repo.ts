import { eq, inArray } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { products, vendors } from '../../db/schema/catalogue.js';

/** The products in a cart as they are now, with their store's status and airport. */
export function findCartProducts(db: Conn, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
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
    .where(inArray(products.productid, productIds));
}
