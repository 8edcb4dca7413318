import type { Job } from './job.js';
import { pruneCounters } from '../modules/auth/throttle-repo.js';
import { pruneResets } from '../modules/auth/reset-repo.js';
import { pruneSessions } from '../modules/auth/session-repo.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Keeps the account tables bounded: sessions that can serve no one again (guests past their hour, any
 * session past its renewal chain's end), used or expired password resets, and attempt counters whose
 * window and delay are both a day over. The jobs runner (house issue) schedules it.
 */
export const pruneAuthJob: Job = {
  name: 'prune-auth',
  everyMs: 10 * 60 * 1000,
  async run({ db, clock }) {
    const now = clock.now();
    await pruneSessions(db, now);
    await pruneResets(db, now);
    await pruneCounters(db, new Date(now.getTime() - DAY));
  },
};
