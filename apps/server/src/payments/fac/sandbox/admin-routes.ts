import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './authorize.js';
import { FAULT_KINDS, SANDBOX_OPERATIONS, type SandboxFaults } from './faults.js';
import { listTransactions } from './repo.js';

/** What the helpers read of the sandbox (routes.ts's FacSandbox, which mounts them: not imported, a cycle). */
interface AdminTarget {
  context: Pick<SandboxContext, 'db'>;
  faults: SandboxFaults;
}

const ADMIN = '/fac-sandbox/__sandbox';

const faultsBody = z.object({
  rate: z.number().min(0).max(1).optional(),
  kinds: z.array(z.enum(FAULT_KINDS)).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  next: z.array(z.object({ kind: z.enum(FAULT_KINDS), operation: z.enum([...SANDBOX_OPERATIONS, '*']).optional() })).optional(),
  clear: z.boolean().optional(),
});

/** The machine the shop runs on: a development setup's helpers answer nobody else (behind a proxy, req.ip is the client's). */
export const isLoopback = (ip: string): boolean => /^(127\.|::1$|::ffff:127\.)/.test(ip);

/**
 * Test helpers (reference 2.14), mounted outside production only and answered only to this machine: the stored
 * transactions (masked cards only) and this process's fault injection, for browser tests and benchmarks that run
 * the server in another process. Anyone else gets the shop's own not-found answer.
 */
export function registerSandboxAdmin(scope: FastifyInstance, sandbox: AdminTarget): void {
  scope.get(`${ADMIN}/transactions`, async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.callNotFound();
    return reply.send(await listTransactions(sandbox.context.db));
  });
  scope.post(`${ADMIN}/faults`, async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.callNotFound();
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' && req.body !== '' ? req.body : '{}');
    } catch {
      return reply.code(400).send({ message: 'The body must be JSON.' });
    }
    const parsed = faultsBody.safeParse(body);
    if (!parsed.success) {
      return reply.code(400).send({ message: `Send rate (0 to 1), kinds and next[].kind from: ${FAULT_KINDS.join(', ')}.` });
    }
    const { clear, next, ...settings } = parsed.data;
    if (clear) sandbox.faults.clear();
    sandbox.faults.set(settings);
    for (const f of next ?? []) sandbox.faults.next(f.kind, f.operation ?? '*');
    return reply.send(sandbox.faults.current);
  });
}
