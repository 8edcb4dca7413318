import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientOf, type Db } from '../db/client.js';

/** Whether this process should get traffic; main.ts turns `closing` on at SIGTERM, before anything else. */
export interface Readiness {
  closing: boolean;
}

const PROBE_DEADLINE_MS = 1_000;

// The migrations this build ships with (src/ and dist/ are both two levels under apps/server).
const journal = new URL('../../src/db/migrations/meta/_journal.json', import.meta.url);
const shippedMigrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

// One round trip: the database answers, and says how many migrations it has applied.
const PROBE = 'select count(*)::int as n from drizzle.__drizzle_migrations';

async function appliedMigrations(db: Db): Promise<number> {
  const client = clientOf(db);
  const res =
    client.kind === 'postgres'
      ? await client.pool.query<{ n: number }>(PROBE)
      : await client.pglite.query<{ n: number }>(PROBE);
  return res.rows[0]?.n ?? 0;
}

/** Why the process cannot serve now, or null when it can. */
export async function notReadyBecause(db: Db, readiness: Readiness): Promise<string | null> {
  if (readiness.closing) return 'shutting down';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), PROBE_DEADLINE_MS)));
  try {
    const n = await Promise.race([appliedMigrations(db), late]);
    if (n === 'late') return `the database did not answer within ${PROBE_DEADLINE_MS} ms`;
    if (n < shippedMigrations) return `the database has ${n} of ${shippedMigrations} migrations applied`;
    return null;
  } catch (err) {
    return `the database is unavailable (${(err instanceof Error ? err.message : String(err)).split('\n')[0]})`;
  } finally {
    clearTimeout(timer);
  }
}

const plain = (reply: FastifyReply, code: number, text: string) =>
  reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`${text}\n`);

/**
 * GET /healthz (the process runs: no database work) and GET /readyz (it can serve: the database answers
 * within 1 s with every migration applied, and it is not shutting down). No session, never cached, and
 * kept out of the info-level access log: a load balancer asks every few seconds.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, readiness: Readiness) {
  app.get('/healthz', { logLevel: 'warn' }, (_req, reply) => plain(reply, 200, 'ok'));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    const reason = await notReadyBecause(db, readiness);
    return reason ? plain(reply, 503, `not ready: ${reason}`) : plain(reply, 200, 'ready');
  });
}
