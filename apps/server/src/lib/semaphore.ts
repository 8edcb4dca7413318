/** At most `limit` tasks run at once; the rest wait in order, up to `maxWaiting`, beyond which run() refuses. */
export function createSemaphore(limit: number, maxWaiting: number) {
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
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return { value: await task() };
      } finally {
        release();
      }
    },
  };
}
