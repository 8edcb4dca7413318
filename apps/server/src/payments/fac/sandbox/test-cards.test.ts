import { describe, expect, it } from 'vitest';
import { passesLuhnCheck } from '@shop/contracts/cards';
import { cardOutcome, maskCard, SANDBOX_CARDS } from './test-cards.js';

describe('sandbox test cards', () => {
  it('are Luhn-valid Visa and Mastercard numbers of 16 digits', () => {
    for (const group of Object.values(SANDBOX_CARDS)) {
      expect(group.visa).toMatch(/^4\d{15}$/);
      expect(group.mastercard).toMatch(/^5[1-5]\d{14}$/);
      expect(passesLuhnCheck(group.visa) && passesLuhnCheck(group.mastercard)).toBe(true);
    }
  });

  it('decide the outcome', () => {
    expect(cardOutcome(SANDBOX_CARDS.approve.visa, '123')).toBe('approve');
    expect(cardOutcome(SANDBOX_CARDS.decline.mastercard, '123')).toBe('decline');
    expect(cardOutcome(SANDBOX_CARDS.error.visa, '123')).toBe('error');
    expect(cardOutcome(SANDBOX_CARDS.noAnswer.mastercard, '123')).toBe('noAnswer');
    expect(cardOutcome(SANDBOX_CARDS.approve.visa, '000')).toBe('decline');
    expect(cardOutcome('4242424242424242', '123')).toBe('approve');
    expect(cardOutcome('4242424242424241', '123')).toBe('decline');
  });

  it('mask all but the last 4 digits', () => {
    expect(maskCard('4111111111111111')).toBe('XXXXXXXXXXXX1111');
  });
});
