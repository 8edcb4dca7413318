import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import type { SessionUser } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { AppError } from '../../lib/app-error.js';
import { loungeOf } from '../orders/visibility.js';
import type { ReportScope } from './kind.js';
import { AIRPORT_NAMES } from '@shop/contracts/enums';

/**
 * A lounge operator reports on every order collected at the lounge, all stores' lines, since the lounge hands
 * over and takes the money for whole orders; a vendor on the own store's lines only (docs/decisions/0102). The
 * name says so on the PDF, whose rows are the CSV's.
 */
export async function scopeOf(db: Conn, user: SessionUser): Promise<ReportScope> {
  const lounge = await loungeOf(db, user);
  if (lounge) return { kind: 'lounge', ...lounge, name: `${AIRPORT_NAMES[lounge.airportid]} ${lounge.direction === 'A' ? 'arrivals' : 'departures'} lounge: every store's goods collected there` };
  if (!user.vendorid) throw new AppError(Status.FORBIDDEN, 'Reports are made for a store or a lounge; this account has neither.');
  const [v] = await db.select({ name: vendors.vendorname }).from(vendors).where(eq(vendors.vendorid, user.vendorid)).limit(1);
  return { kind: 'store', vendorid: user.vendorid, name: `${v?.name ?? user.vendorid}: this store's goods only` };
}
