import { checkoutSweepJob, sweepCheckout } from '../modules/checkout/sweep.js';
import { flightReminderJob } from '../modules/reminders/job.js';
import type { Job } from './job.js';
import { pruneAuthJob } from './prune-auth.js';

/** The sweep, its report counted for /metrics (reservations expired, holds reversed); expired holds put stock back on the shelf, so the store copies are read again. */
const countedSweepJob: Job = {
  ...checkoutSweepJob,
  run: async (deps) => {
    const report = await sweepCheckout(deps);
    if (report.expired > 0) deps.storeCopies.drop();
    deps.metrics.sweep(report);
  },
};

/** The periodic jobs every server process runs (each run kept to one process by its lock). */
export const shopJobs: readonly Job[] = [pruneAuthJob, countedSweepJob, flightReminderJob];
