import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A sandbox's "no answer" fault (FAC and PowerTranz alike): `neverAnswer` holds the connection without answering
 * until the client gives up or `hangMs` passes, then drops it; the app's close releases every held connection.
 */
export function hangingAnswers(app: FastifyInstance, hangMs: number) {
  const hanging = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of [...hanging]) release();
  });
  return async function neverAnswer(reply: FastifyReply) {
    reply.hijack();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        hanging.delete(done);
        resolve();
      };
      const timer = setTimeout(done, hangMs);
      reply.raw.once('close', done);
      hanging.add(done);
    });
    reply.raw.destroy();
  };
}
