import type { Deps } from '../deps.js';
import type { Job } from './job.js';
import { jobLockFor, type JobLock } from './job-lock.js';

export interface JobRunner {
  /** Runs every job whose period has passed on the deps' clock (every job on the first tick); answers the names run. */
  tick(): Promise<string[]>;
  /** Ticks on a timer until stopped. */
  start(tickMs?: number): void;
  /** Stops the timer and waits for the jobs running now; no job starts after it. */
  stop(): Promise<void>;
}

/** One process's runner of periodic jobs; each run is kept to one process at a time by the lock. */
export function createJobRunner(deps: Deps, jobs: readonly Job[], lock: JobLock = jobLockFor(deps.db)): JobRunner {
  const lastRun = new Map<string, number>();
  const running = new Map<string, Promise<boolean>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const isDue = (job: Job, now: number) => {
    const last = lastRun.get(job.name);
    return last === undefined || now - last >= job.everyMs;
  };

  function runOne(job: Job): Promise<boolean> {
    lastRun.set(job.name, deps.clock.now().getTime());
    const run = lock(job.name, () => job.run(deps))
      .then((ran) => {
        deps.metrics.job(job.name, ran ? 'ran' : 'skipped');
        return ran;
      })
      .catch((err: unknown) => {
        // A failed run (the database away) is counted and logged; the timer keeps going and the next tick retries.
        deps.metrics.job(job.name, 'failed');
        deps.log.error({ err, job: job.name }, 'job failed');
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  async function tick(): Promise<string[]> {
    if (stopped) return [];
    const now = deps.clock.now().getTime();
    // A job still running from the last tick is not started twice.
    const due = jobs.filter((job) => isDue(job, now) && !running.has(job.name));
    const ran = await Promise.all(due.map(runOne));
    return due.filter((_, i) => ran[i]).map((job) => job.name);
  }

  return {
    tick,
    start(tickMs = Math.min(...jobs.map((j) => j.everyMs), 60_000)) {
      if (timer || stopped || jobs.length === 0) return;
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
