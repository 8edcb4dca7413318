import { checkoutSweepJob } from '../modules/checkout/sweep.js';
import type { Job } from './job.js';

/** Every periodic job of the server. */
export const jobs: Job[] = [checkoutSweepJob];
