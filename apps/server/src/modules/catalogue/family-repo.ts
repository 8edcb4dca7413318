import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';

/**
 * Makes a store's products of one master family (the children of `parentid`) one storefront product with
 * its siblings, as the seeded families are: the oldest active one is the root, the others point at it.
 */
export async function relinkFamily(db: Conn, vendorid: string, parentid: number) {
  await db.execute(sql`
    with fam as (
      select p.productid, p.status from products p join master_products m on m.productid = p.masterproductid
      where p.vendorid = ${vendorid} and m.parentid = ${parentid}
    ), root as (select productid from fam order by (status = 'A') desc, productid limit 1)
    update products set
      parentproductid = case when productid = (select productid from root) then null else (select productid from root) end
    where productid in (select productid from fam)`);
}

/** After a master product moved between families: every store's products of it follow. */
export async function relinkMaster(db: Conn, masterid: number, oldParent: number | null, newParent: number | null) {
  if (oldParent === newParent) return;
  const sold = await db.selectDistinct({ vendorid: products.vendorid }).from(products).where(eq(products.masterproductid, masterid));
  if (!newParent) await db.update(products).set({ parentproductid: null }).where(and(eq(products.masterproductid, masterid)));
  for (const { vendorid } of sold) {
    if (oldParent) await relinkFamily(db, vendorid, oldParent);
    if (newParent) await relinkFamily(db, vendorid, newParent);
  }
}

/** Relinks the family of `parentid` in every store that sells master product `masterid`. */
export async function relinkSellers(db: Conn, masterid: number, parentid: number) {
  const sold = await db.selectDistinct({ vendorid: products.vendorid }).from(products).where(eq(products.masterproductid, masterid));
  for (const { vendorid } of sold) await relinkFamily(db, vendorid, parentid);
}
