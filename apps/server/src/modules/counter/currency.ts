import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { convertCents } from '@shop/contracts/money';
import type { Conn } from '../../db/client.js';
import { currencies } from '../../db/schema/content.js';
import { AppError } from '../../lib/app-error.js';

export interface CashAmount {
  currency: string;
  /** The rate as stored (units per US dollar). */
  rate: string;
  usdCents: number;
  currencyCents: number;
}

/**
 * Cash of `usdCents` in the currency the guest pays or is paid in: the rate is the currencies table's, and the
 * client's rate must be that one (a rate changed since sign-in is refused, never silently used). USD by default.
 */
export async function cashIn(db: Conn, usdCents: number, code = 'USD', clientRate?: number): Promise<CashAmount> {
  const [row] = await db.select().from(currencies).where(eq(currencies.currencycode, code)).limit(1);
  if (!row) throw new AppError(Status.INVALID_REQUEST, `The currency ${code} is not taken at the counter.`);
  if (clientRate !== undefined && Math.abs(clientRate - row.exchangerate) > 1e-9) {
    throw new AppError(Status.AMOUNT_CHANGED, `The exchange rate of ${row.description} is now ${row.exchangerate}. Please check the amount to charge.`);
  }
  return { currency: row.currencycode, rate: String(row.exchangerate), usdCents, currencyCents: convertCents(usdCents, row.exchangerate) };
}
