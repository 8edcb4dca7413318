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
});
