import { Worker } from 'node:worker_threads';

/**
 * One worker thread that takes jobs and answers each to its own caller (docs/decisions/0192, 0202). The thread's
 * source answers every `{ id, job }` message with `{ id, result }` or `{ id, error }`. It starts on the first job
 * and keeps the process alive only while it holds jobs; if it stops, the jobs it held are refused and the next
 * job starts a new thread.
 */
export interface JobThread<Job, Result> {
  run(job: Job): Promise<Result>;
  /** Stops the thread; jobs it still held are refused. */
  close(): Promise<void>;
}

export interface JobThreadOptions {
  /** CommonJS source of the thread (run with `eval`). */
  source: string;
  workerData?: unknown;
  /** A failed job's error: this, then the thread's reason ("the receipt could not be drawn: no ink"). */
  failed: string;
  /** A job refused because the thread stopped: this, then its exit code ("the receipt thread stopped (exit code 1)"). */
  stopped: string;
}

type Reply<Result> = { id: number; result?: Result; error?: string };

export function createJobThread<Job, Result>(o: JobThreadOptions): JobThread<Job, Result> {
  let thread: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { on: Worker; resolve(r: Result): void; reject(err: Error): void }>();

  const settle = (id: number, t: Worker) => {
    const w = waiting.get(id);
    waiting.delete(id);
    // Only one thread holds jobs at a time: a stopped thread's jobs are all refused before the next one starts.
    if (waiting.size === 0) t.unref();
    return w;
  };
  const start = () => {
    const t = new Worker(o.source, { eval: true, workerData: o.workerData });
    t.on('message', (m: Reply<Result>) => {
      const w = settle(m.id, t);
      if (!w) return;
      if (m.error === undefined) w.resolve(m.result as Result);
      else w.reject(new Error(`${o.failed}: ${m.error}`));
    });
    const gone = (err: Error) => {
      if (thread === t) thread = null;
      for (const [id, w] of waiting) if (w.on === t) settle(id, t)?.reject(err);
    };
    t.on('error', gone);
    t.on('exit', (code) => gone(new Error(`${o.stopped} (exit code ${code})`)));
    return t;
  };

  return {
    run: (job) =>
      new Promise<Result>((resolve, reject) => {
        const t = (thread ??= start());
        const id = nextId++;
        if (waiting.size === 0) t.ref();
        waiting.set(id, { on: t, resolve, reject });
        t.postMessage({ id, job });
      }),
    async close() {
      const t = thread;
      thread = null;
      if (t) await t.terminate();
    },
  };
}
