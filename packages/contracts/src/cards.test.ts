import { describe, expect, it } from 'vitest';
import { cardTypeOf, passesLuhnCheck, validCardNumber } from './cards';

describe('card rules', () => {
  it('tells the brand from the first digits', () => {
    expect(cardTypeOf('4')).toBe('visa');
    expect(cardTypeOf('51')).toBe('mastercard');
    expect(cardTypeOf('5500000000000004')).toBe('mastercard');
    expect(cardTypeOf('2221')).toBe('mastercard');
    expect(cardTypeOf('2720')).toBe('mastercard');
    expect(cardTypeOf('2721')).toBeNull();
    expect(cardTypeOf('378282246310005')).toBeNull();
    expect(cardTypeOf('5')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhnCheck('4111111111111111')).toBe(true);
    expect(passesLuhnCheck('4111111111111112')).toBe(false);
    expect(passesLuhnCheck('5500000000000004')).toBe(true);
    expect(passesLuhnCheck('')).toBe(false);
    expect(passesLuhnCheck('4111 1111 1111 1111')).toBe(false);
  });

  it('takes 16-digit Visa and Mastercard numbers only', () => {
    expect(validCardNumber('4111111111111111')).toBe(true);
    expect(validCardNumber('2221000000000009')).toBe(true);
    expect(validCardNumber('411111111111111')).toBe(false);
    expect(validCardNumber('378282246310005')).toBe(false);
  });
});
