import type { Deps } from '../deps.js';
import type { Job } from './job.js';

/**
 * Interim runner (docs/decisions/0026): each job on its own setInterval in this process, never two runs of
 * one job at once. The jobs runner with an advisory lock (house issue) replaces it at merge. Answers a stop.
 */
export function startJobTimers(list: Job[], deps: Deps): () => void {
  const timers = list.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run(deps)
        .catch((err: unknown) => deps.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
