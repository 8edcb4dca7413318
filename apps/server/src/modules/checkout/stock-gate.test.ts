import { describe, expect, it } from 'vitest';
import { createStockGate } from './stock-gate.js';

/** A promise and the function that settles it, so a test decides when each turn ends. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the stock queue', () => {
  it('lets a few shoppers of one product in at once and the rest in the order they came', async () => {
    const gate = createStockGate(2);
    const order: string[] = [];
    const turns = ['a', 'b', 'c', 'd'].map((name) => {
      const h = held();
      const run = gate.inTurn([7], async () => {
        order.push(name);
        await h.done;
      });
      return { ...h, run };
    });
    await settle();
    expect(order).toEqual(['a', 'b']);
    turns[1]!.release();
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    turns[0]!.release();
    await settle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    for (const t of turns) t.release();
    await Promise.all(turns.map((t) => t.run));
  });

  it('never holds another product back, and takes a cart’s products in id order', async () => {
    const gate = createStockGate(1);
    const first = held();
    const seven = gate.inTurn([7], () => first.done);
    let other = false;
    await gate.inTurn([8], async () => {
      other = true;
    });
    expect(other).toBe(true);
    // A cart of 9 and 7 waits for 7 before it takes 9, as the database locks rows: 9 stays free meanwhile.
    let cart = false;
    const both = gate.inTurn([9, 7], async () => {
      cart = true;
    });
    let nine = false;
    await gate.inTurn([9], async () => {
      nine = true;
    });
    expect(nine).toBe(true);
    expect(cart).toBe(false);
    first.release();
    await Promise.all([seven, both]);
    expect(cart).toBe(true);
  });

  it('passes the turn on when the work fails', async () => {
    const gate = createStockGate(1);
    await expect(gate.inTurn([7], () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(gate.inTurn([7], async () => 'next')).resolves.toBe('next');
  });

  it('answers a shopper only with a shelf seen by a statement that started after they joined', () => {
    const gate = createStockGate();
    const early = gate.stamp();
    const ticket = gate.ticket();
    gate.saw(7, 0, early);
    expect(gate.shelfSince(7, ticket)).toBeUndefined();
    const later = gate.stamp();
    gate.saw(7, 3, later);
    expect(gate.shelfSince(7, ticket)).toBe(3);
    // A slower statement that started earlier does not overwrite what a later one saw.
    gate.saw(7, 9, early);
    expect(gate.shelfSince(7, ticket)).toBe(3);
    expect(gate.shelfSince(8, ticket)).toBeUndefined();
  });
});
