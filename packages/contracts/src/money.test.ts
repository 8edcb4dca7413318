import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE, rateToBp, taxCents, taxRateOf, totalsCents } from './money';

describe('money', () => {
  it('charges the sum of line total x rate, rounded once: $15 and $25 at 16.5% carry $6.60', () => {
    const bp = rateToBp(0.165);
    expect(taxCents([{ lineCents: 1500, bp }, { lineCents: 2500, bp }])).toBe(660);
  });

  it('rounds half up to the cent', () => {
    expect(taxCents([{ lineCents: 5, bp: 1000 }])).toBe(1);
    expect(taxCents([{ lineCents: 4, bp: 1000 }])).toBe(0);
  });

  it('charges a product without a rate the 10% shown', () => {
    expect(taxRateOf(null)).toBe(DEFAULT_TAX_RATE);
    expect(totalsCents([{ unitcost: 4.35, quantity: 3, taxrate: null }])).toEqual({ subtotal: 1305, tax: 131, grand: 1436 });
  });

  it('keeps a rate of 0 as 0, not the default', () => {
    expect(totalsCents([{ unitcost: 10, quantity: 1, taxrate: 0 }]).tax).toBe(0);
  });
});
