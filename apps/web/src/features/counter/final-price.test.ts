import { describe, expect, it } from 'vitest';
import { amountToCharge, checkoutPath, finalCents } from './final-price';

describe('the final price', () => {
  it('adds tax once over every line, to the cent', () => {
    expect(finalCents([{ unitcost: 10.99, taxrate: 0.165, quantity: 2 }, { unitcost: 3.5, taxrate: 0.165, quantity: 0 }])).toBe(2561);
  });

  it('converts to another currency to the cent', () => {
    expect(amountToCharge(2561, 157.5)).toBe('4033.58');
    expect(amountToCharge(1, 157.5)).toBe('1.58');
  });

  it('goes to payment above the deposit or after a held payment failure, to the signature otherwise', () => {
    expect(checkoutPath(0, 5000, false)).toBe('zero');
    expect(checkoutPath(5001, 5000, false)).toBe('pay');
    expect(checkoutPath(4000, 5000, true)).toBe('pay');
    expect(checkoutPath(4000, 5000, false)).toBe('sign');
  });
});
