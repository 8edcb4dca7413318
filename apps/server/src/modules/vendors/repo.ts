import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { vendorMasters, vendors } from '../../db/schema/catalogue.js';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorMasterRow = typeof vendorMasters.$inferSelect;

export const listVendors = (db: Conn) => db.select().from(vendors).orderBy(asc(vendors.vendorid));
export const listVendorMasters = (db: Conn) => db.select().from(vendorMasters).orderBy(asc(vendorMasters.vendorid));

export async function findVendor(db: Conn, vendorid: string): Promise<VendorRow | undefined> {
  return (await db.select().from(vendors).where(eq(vendors.vendorid, vendorid)).limit(1))[0];
}

export async function findVendorMaster(db: Conn, vendorid: string): Promise<VendorMasterRow | undefined> {
  return (await db.select().from(vendorMasters).where(eq(vendorMasters.vendorid, vendorid)).limit(1))[0];
}

export const insertVendor = (db: Conn, row: typeof vendors.$inferInsert) => db.insert(vendors).values(row);
export const updateVendorRow = (db: Conn, vendorid: string, row: Partial<typeof vendors.$inferInsert>) =>
  db.update(vendors).set(row).where(eq(vendors.vendorid, vendorid));
export const deleteVendorRow = (db: Conn, vendorid: string) => db.delete(vendors).where(eq(vendors.vendorid, vendorid));

export const insertVendorMaster = (db: Conn, row: typeof vendorMasters.$inferInsert) => db.insert(vendorMasters).values(row);
export const updateVendorMasterRow = (db: Conn, vendorid: string, row: Partial<typeof vendorMasters.$inferInsert>) =>
  db.update(vendorMasters).set(row).where(eq(vendorMasters.vendorid, vendorid));
export const deleteVendorMasterRow = (db: Conn, vendorid: string) => db.delete(vendorMasters).where(eq(vendorMasters.vendorid, vendorid));

/** A master's name is the name its stores show: renaming the master renames them. */
export const renameStoresOf = (db: Conn, vendorreferenceid: string, vendorname: string) =>
  db.update(vendors).set({ vendorname }).where(eq(vendors.vendorreferenceid, vendorreferenceid));
