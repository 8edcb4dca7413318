/**
 * Work started for a call that its answer does not wait for: a confirmed order's receipt (made and mailed after
 * confirmcart answers), a mail sent after its call answered. Closing the app waits for it, and a test may too.
 */
export interface PendingWork {
  /** Keeps `work` until it settles; answers it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Settles once everything tracked so far, and anything it started meanwhile, has settled. */
  drain(): Promise<void>;
}

export function createPendingWork(): PendingWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      void work.catch(() => undefined).finally(() => pending.delete(work));
      return work;
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
