import type { Clock } from '../deps.js';

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it (starts at the real time, so fresh sessions are live). */
export function fakeClock(start = new Date()): FakeClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms) {
      t += ms;
    },
  };
}
