import { describe, expect, it } from 'vitest';
import { formatDollars, formatMoney, formatRate, plainAmount } from './money-format';

describe('money format', () => {
  it('shows cents with the currency, grouped thousands and 2 decimals', () => {
    expect(formatMoney(123450)).toBe('USD $1,234.50');
    expect(formatMoney(7)).toBe('USD $0.07');
    expect(formatMoney(1575000, 'JMD')).toBe('JMD $15,750.00');
  });

  it('shows wire dollars without float noise', () => {
    expect(formatDollars(0.1 + 0.2)).toBe('USD $0.30');
    expect(formatDollars(84)).toBe('USD $84.00');
  });

  it('gives a plain figure for fields and CSV cells, and a rate as a percentage', () => {
    expect(plainAmount(123450)).toBe('1234.50');
    expect(formatRate(1650)).toBe('16.5%');
    expect(formatRate(1000)).toBe('10%');
  });
});
