import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { terminals, vendorMasters, vendors } from '../db/schema/catalogue.js';
import { users } from '../db/schema/users.js';
import { demoAccounts, withPasswords } from './accounts.js';
import { STORE, vendorMasterRows, vendorRows } from './stores.js';
import { seedCatalogue } from './catalogue.js';
import { seedProductMaster } from './product-master.js';
import { seedContent } from './content.js';
import { seedDemoOrders } from './demo-orders.js';

/** True once the demo data (or any real data) is in the database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) > 0;
}

/** Loads the demo data and draws its pictures into the media folder. */
/** `orders: false` leaves out the demo orders (the benchmarks count only the orders they make). */
export async function seedDemoData(db: Db, opts: { mediaDir: string; orders?: boolean }) {
  await db.transaction(async (tx) => {
    await tx.insert(terminals).values([
      { airportid: 'SIA', direction: 'D', name: 'Sangster International · Departure', open: true },
      { airportid: 'SIA', direction: 'A', name: 'Sangster International · Arrival', open: false },
      { airportid: 'NMIA', direction: 'D', name: 'Norman Manley International · Departure', open: false },
      { airportid: 'NMIA', direction: 'A', name: 'Norman Manley International · Arrival', open: false },
    ]);
    await tx.insert(vendorMasters).values(vendorMasterRows);
    await tx.insert(vendors).values(vendorRows);
    await tx.insert(users).values(await withPasswords(demoAccounts(STORE.lounge, STORE.rum, STORE.coffee)));
    await seedCatalogue(tx, opts.mediaDir);
    await seedProductMaster(tx);
    await seedContent(tx, opts.mediaDir);
    if (opts.orders !== false) await seedDemoOrders(tx, new Date());
  });
}
