import { deleteDeadSessions } from '../modules/auth/session-repo.js';
import type { Job } from './job.js';

/** Deletes dead sessions and renewal tokens every 15 minutes, so the sessions table holds live ones only. */
export const pruneSessions: Job = {
  name: 'prune-sessions',
  everyMs: 15 * 60 * 1000,
  async run({ db, clock, log }) {
    const deleted = await deleteDeadSessions(db, clock.now());
    if (deleted > 0) log.info({ deleted }, 'pruned dead sessions');
  },
};
