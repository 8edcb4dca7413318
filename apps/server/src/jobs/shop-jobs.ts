import { checkoutSweepJob, sweepCheckout } from '../modules/checkout/sweep.js';
import { flightReminderJob } from '../modules/reminders/job.js';
import type { Job } from './job.js';
import { pruneAuthJob } from './prune-auth.js';

/** The sweep, its report counted for /metrics (reservations expired, holds reversed). */
const countedSweepJob: Job = {
  ...checkoutSweepJob,
  run: async (deps) => deps.metrics.sweep(await sweepCheckout(deps)),
};

/** The periodic jobs every server process runs (each run kept to one process by its lock). */
export const shopJobs: readonly Job[] = [pruneAuthJob, countedSweepJob, flightReminderJob];
