import { checkoutSweepJob } from '../modules/checkout/sweep.js';
import { flightReminderJob } from '../modules/reminders/job.js';
import type { Job } from './job.js';
import { pruneAuthJob } from './prune-auth.js';

/** The periodic jobs every server process runs (each run kept to one process by its lock). */
export const shopJobs: readonly Job[] = [pruneAuthJob, checkoutSweepJob, flightReminderJob];
