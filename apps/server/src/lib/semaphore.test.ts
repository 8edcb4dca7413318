import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createSemaphore', () => {
  it('runs at most the limit at once and the rest in order', async () => {
    const s = createSemaphore(2, 10);
    let peak = 0;
    let now = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        s.run(async () => {
          now++;
          peak = Math.max(peak, now);
          await tick();
          order.push(i);
          now--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(s.running).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const s = createSemaphore(1, 1);
    const first = s.run(tick);
    const second = s.run(tick);
    expect(await s.run(tick)).toBeNull();
    expect(await first).not.toBeNull();
    expect(await second).not.toBeNull();
  });

  it('skips a task that waited longer than allowed', async () => {
    const s = createSemaphore(1, 10, 20);
    const slow = s.run(() => new Promise((r) => setTimeout(r, 60)));
    expect(await s.run(async () => 'late')).toBeNull();
    expect(await slow).not.toBeNull();
    expect(await s.run(async () => 'now')).toEqual({ value: 'now' });
  });
});
