import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { paymentAttempts, reservations } from '../../db/schema/checkout.js';
import { orders } from '../../db/schema/orders.js';
import type { Job } from '../../jobs/job.js';
import type { CheckoutDeps } from './deps.js';
import { settleHold } from './holds.js';
import { releaseReservation } from './release.js';
import { expiredReservations, type Attempt } from './reservation-repo.js';

export interface SweepReport {
  expired: number;
  reversed: number;
  /** Holds still open because the gateway failed this time; the next run tries again. */
  unsettled: number;
  abandoned: number;
}

/** A 3-D Secure page left unanswered this long is given up (the result page reverses a late approval). */
const ABANDON_AFTER_MS = 60 * 60_000;

/** Payment tries that may hold money but will never back an order: their reservation ended, or another try was confirmed. */
async function strayAttempts(db: Conn): Promise<(Attempt & { orderid: string })[]> {
  const rows = await db
    .select({ a: paymentAttempts, orderid: reservations.orderid, orderAttempt: orders.gatewayOrderId })
    .from(paymentAttempts)
    .innerJoin(reservations, eq(reservations.id, paymentAttempts.reservationId))
    .leftJoin(orders, eq(orders.reservationId, reservations.id))
    .where(
      and(
        inArray(paymentAttempts.state, ['APPROVED', 'STARTED']),
        or(inArray(reservations.state, ['CANCELLED', 'EXPIRED']), and(eq(reservations.state, 'CONFIRMED'), ne(orders.gatewayOrderId, paymentAttempts.gatewayOrderId))),
      ),
    )
    .limit(500);
  return rows.map((r) => ({ ...r.a, orderid: r.orderid }));
}

/**
 * Releases expired reservations (stock back) and reverses card holds that never became an order (FAC
 * modification type 3). Every change is recorded as an order event; the run is logged.
 */
export async function sweepCheckout(deps: CheckoutDeps): Promise<SweepReport> {
  const report: SweepReport = { expired: 0, reversed: 0, unsettled: 0, abandoned: 0 };
  for (const r of await expiredReservations(deps.db, deps.clock.now())) {
    if (await releaseReservation(deps.db, r, 'EXPIRED', 'sweep', deps.clock.now())) report.expired++;
  }
  for (const a of await strayAttempts(deps.db)) {
    const settled = await settleHold(deps, a, a.orderid, 'sweep');
    if (settled === 'reversed') report.reversed++;
    if (settled === 'unsettled') report.unsettled++;
  }
  const old = new Date(deps.clock.now().getTime() - ABANDON_AFTER_MS);
  const gone = await deps.db
    .update(paymentAttempts)
    .set({ state: 'ABANDONED', updatedAt: deps.clock.now() })
    .where(and(eq(paymentAttempts.state, 'STARTED'), lt(paymentAttempts.createdAt, old)))
    .returning({ id: paymentAttempts.id });
  report.abandoned = gone.length;
  if (report.expired + report.reversed + report.unsettled + report.abandoned > 0) deps.log.info({ sweep: report }, 'checkout sweep');
  return report;
}

/** The sweep as a periodic job (jobs/shop-jobs.ts). */
export const checkoutSweepJob: Job = {
  name: 'checkout-sweep',
  everyMs: 60_000,
  run: async (deps) => void (await sweepCheckout(deps)),
};
