import { createWindowedResults } from '../lib/windowed-results.js';
import type { SerializedAnswer } from './serialized-answer.js';
import { systemClock, type Clock } from '../deps.js';

const MAX_ANSWERS = 1000;

/** Serialized (and gzipped) answers shared for a short time by every caller of the same request (docs/decisions/0007). */
export interface AnswerCache {
  /** False when the window is 0: each answer is then sent once, compressed off the main thread like any other. */
  readonly shares: boolean;
  /**
   * The answer for `key`: computed now, or taken from a computation started at most the cache's window ago.
   * Callers arriving while it runs wait for that same computation, so a burst costs one query. A failure is
   * not kept: the next caller computes again.
   */
  answer(key: string, compute: () => Promise<SerializedAnswer>): Promise<SerializedAnswer>;
}

/** Creates one app instance's answer cache; `windowMs` 0 turns it off. */
export function createAnswerCache(windowMs: number, clock: Clock = systemClock): AnswerCache {
  const results = createWindowedResults<SerializedAnswer>(windowMs, MAX_ANSWERS, () => clock.now().getTime());
  return {
    shares: windowMs > 0,
    answer: (key, compute) => (windowMs <= 0 ? compute() : results.get(key, compute)),
  };
}
