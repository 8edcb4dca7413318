import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('ttl cache', () => {
  it('forgets an entry at its expiry', () => {
    const cache = createTtlCache<string>(10);
    cache.set('a', 'x', 1000);
    expect(cache.get('a', 999)).toBe('x');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createTtlCache<string>(2);
    cache.set('a', 'x', 1000);
    cache.set('b', 'y', 1000);
    cache.get('a', 0);
    cache.set('c', 'z', 1000);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBe('x');
  });

  it('keeps an often asked entry over entries asked once, in a larger cache', () => {
    const cache = createTtlCache<number>(8);
    cache.set('hot', 0, 1000);
    for (let i = 0; i < 40; i++) {
      expect(cache.get('hot', 0)).toBe(0);
      cache.set(`cold${i}`, i, 1000);
    }
    expect(cache.size).toBe(8);
    expect(cache.get('hot', 0)).toBe(0);
    // The newest entries asked once are kept; the older ones went first.
    expect(cache.get('cold39', 0)).toBe(39);
    expect(cache.get('cold20', 0)).toBeUndefined();
  });
});
