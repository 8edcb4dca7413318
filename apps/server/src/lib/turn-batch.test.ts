import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch.js';

describe('turnBatch', () => {
  it('answers the keys asked in one turn with one run, each its own value', async () => {
    const runs: number[][] = [];
    const double = turnBatch(async (keys: number[]) => {
      runs.push(keys);
      return keys.map((k) => k * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('sends a key asked after its batch left in the next batch', async () => {
    const runs: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const same = turnBatch(async (keys: number[]) => {
      runs.push(keys);
      await gate;
      return keys;
    });
    const first = same(1);
    // The first batch is sent at the end of this turn; this key comes after it.
    await new Promise((r) => setImmediate(r));
    const second = same(2);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(runs).toEqual([[1], [2]]);
  });

  it('takes at most max keys a batch', async () => {
    const runs: number[][] = [];
    const same = turnBatch(async (keys: number[]) => {
      runs.push(keys);
      return keys;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(same))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every key of a batch whose run fails, or throws, or answers the wrong count', async () => {
    const failing = turnBatch(async (_: number[]): Promise<number[]> => Promise.reject(new Error('down')));
    await expect(Promise.all([failing(1), failing(2)])).rejects.toThrow('down');
    const throwing = turnBatch((_: number[]): Promise<number[]> => {
      throw new Error('thrown');
    });
    await expect(throwing(1)).rejects.toThrow('thrown');
    const short = turnBatch(async (_: number[]) => [1]);
    const both = [short(1), short(2)];
    for (const p of both) await expect(p).rejects.toThrow('1 answers for 2 keys');
  });
});
