import type { Clock } from '../deps.js';

/** A clock tests set and move by hand. */
export interface FakeClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function fakeClock(start: Date | string = new Date()): FakeClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (at) => {
      t = new Date(at).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
