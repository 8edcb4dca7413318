/**
 * At most `limit` tasks run at once; the rest wait in order, up to `maxWaiting`, beyond which run() refuses.
 * A task that waited longer than `maxWaitMs` is not run either: its caller has most likely given up.
 */
export function createSemaphore(limit: number, maxWaiting: number, maxWaitMs = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** Runs the task when a slot is free; answers null at once when too many already wait. */
    async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
      if (running >= limit) {
        if (waiting.length >= maxWaiting) return null;
        const queued = Date.now();
        await new Promise<void>((resolve) => waiting.push(resolve));
        if (Date.now() - queued > maxWaitMs) {
          release();
          return null;
        }
      } else running++;
      try {
        return { value: await task() };
      } finally {
        release();
      }
    },
  };
}
