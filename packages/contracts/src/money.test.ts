import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE, rateToBp, taxCents, taxRateOf, totalsCents, usdToCurrencyCents } from './money';

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

describe('usdToCurrencyCents (JMD beside USD)', () => {
  it('converts at the table rate and rounds half up once, at the cent', () => {
    expect(usdToCurrencyCents(1250, 157.5)).toBe(196875);
    // 1 US cent at 157.5 is 157.5 JMD cents: the half goes up.
    expect(usdToCurrencyCents(1, 157.5)).toBe(158);
    // Just under the half stays down: 1 cent at 157.499999.
    expect(usdToCurrencyCents(1, 157.499999)).toBe(157);
  });

  it('keeps the rate to the millionth and big amounts exact', () => {
    expect(usdToCurrencyCents(3, 0.333333)).toBe(1);
    expect(usdToCurrencyCents(100_000_000, 157.123456)).toBe(15_712_345_600);
  });

  it('answers zero for zero and the cents unchanged in US dollars', () => {
    expect(usdToCurrencyCents(0, 157.5)).toBe(0);
    expect(usdToCurrencyCents(1999, 1)).toBe(1999);
  });
});
