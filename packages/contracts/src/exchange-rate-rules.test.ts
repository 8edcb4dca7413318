import { describe, expect, it } from 'vitest';
import { rateJumpProblem, rateProblem, rateTexts } from './exchange-rate-rules';

describe('exchange rate rules', () => {
  it('takes a positive rate within the bounds with up to 6 decimal places', () => {
    for (const rate of [157.5, 0.0001, 100_000, 157.123456, 1]) expect(rateProblem(rate), String(rate)).toBeNull();
  });

  it('names the first problem of a rate in plain words', () => {
    expect(rateProblem(null)).toBe(rateTexts.rateRequired);
    expect(rateProblem(Number.NaN)).toBe(rateTexts.rateRequired);
    expect(rateProblem(Number.POSITIVE_INFINITY)).toBe(rateTexts.rateNumber);
    expect(rateProblem(0)).toBe('Exchange Rate must be a number greater than 0.');
    expect(rateProblem(-1)).toBe(rateTexts.ratePositive);
    expect(rateProblem(0.00009)).toBe('Exchange Rate must be at least 0.0001.');
    expect(rateProblem(100_000.01)).toBe('Exchange Rate must be at most 100,000.');
    expect(rateProblem(157.1234567)).toBe('Exchange Rate may have at most 6 decimal places.');
  });

  it('refuses a new rate beyond twice or half the one in force, and takes the edges', () => {
    expect(rateJumpProblem('JMD', 157.5, 315)).toBeNull();
    expect(rateJumpProblem('JMD', 157.5, 78.75)).toBeNull();
    expect(rateJumpProblem('JMD', 157.5, 1575)).toBe('The JMD rate is 157.5: a new rate must lie between 78.75 and 315. Check the figure.');
    expect(rateJumpProblem('JMD', 157.5, 78.74)).not.toBeNull();
  });
});
