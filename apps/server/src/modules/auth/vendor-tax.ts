import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';

export async function findVendorTaxBp(db: Conn, vendorid: string): Promise<number> {
  const rows = await db.select({ bp: vendors.taxrateBp }).from(vendors).where(eq(vendors.vendorid, vendorid)).limit(1);
  return rows[0]?.bp ?? 0;
}
