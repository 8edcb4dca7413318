import { describe, expect, it } from 'vitest';
import { createPendingWork } from './pending-work.js';

const later = <T>(value: T) => {
  let settle!: (v: T) => void;
  const p = new Promise<T>((r) => (settle = r));
  return { p, settle: () => settle(value) };
};

describe('pending work', () => {
  it('drains once everything tracked has settled, failures included, and answers each work unchanged', async () => {
    const work = createPendingWork();
    const a = later('a');
    const failed = work.track(Promise.reject(new Error('boom')));
    expect(work.track(a.p)).toBe(a.p);
    let drained = false;
    const drain = work.drain().then(() => (drained = true));
    await Promise.resolve();
    expect(drained).toBe(false);
    a.settle();
    await drain;
    expect(drained).toBe(true);
    await expect(failed).rejects.toThrow('boom');
  });

  it('waits for work started while it drains', async () => {
    const work = createPendingWork();
    const first = later(1);
    const second = later(2);
    work.track(first.p.then(() => void work.track(second.p)));
    let drained = false;
    const drain = work.drain().then(() => (drained = true));
    first.settle();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(drained).toBe(false);
    second.settle();
    await drain;
    expect(drained).toBe(true);
  });

  it('drains at once when nothing is pending', async () => {
    await expect(createPendingWork().drain()).resolves.toBeUndefined();
  });
});
