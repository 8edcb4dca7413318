import { clientOf, type Db } from '../db/client.js';

/** Runs `work` unless another process is running the job of that name now; answers whether it ran. */
export type JobLock = (name: string, work: () => Promise<void>) => Promise<boolean>;

/**
 * On a PostgreSQL server, a session advisory lock keyed by the job's name, held on one pooled connection
 * for the whole run: any number of processes may try, one runs, the others skip this turn. PGlite is
 * embedded in a single process, where the runner itself keeps a job from overlapping.
 */
export function jobLockFor(db: Db): JobLock {
  const client = clientOf(db);
  if (client.kind === 'pglite') {
    return async (_name, work) => {
      await work();
      return true;
    };
  }
  return async (name, work) => {
    const key = `job:${name}`;
    const conn = await client.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await conn.query<{ got: boolean }>('select pg_try_advisory_lock(hashtext($1)) as got', [key]);
      if (!rows[0]?.got) return false;
      try {
        await work();
      } finally {
        await conn.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((err: Error) => (broken = err));
      }
      return true;
    } finally {
      // A connection that could not unlock still holds the lock: closing it is what releases it.
      conn.release(broken);
    }
  };
}
