import { describe, expect, it } from 'vitest';
import {
  cardErrors,
  expiryShown,
  groupDigits,
  keepCardHolder,
  keepCardNumber,
  keepCvv,
  keepExpiry,
  maskCardNumber,
  validExpiry,
} from './card-rules';

describe('card rules', () => {
  it('keeps digits only, at the lengths of the specification', () => {
    expect(keepCardNumber('4111 1111-1111 1111 99')).toBe('4111111111111111');
    expect(keepExpiry('01/279')).toBe('0127');
    expect(keepCvv('12a34')).toBe('123');
  });

  it('refuses a card holder that starts with a space', () => {
    expect(keepCardHolder('  Ann Lee')).toBe('Ann Lee');
    expect(keepCardHolder("Ann O'Neil-Brown 2")).toBe("Ann O'Neil-Brown ");
  });

  it('refuses an expiry date in the past or with a month that does not exist', () => {
    const now = new Date(2026, 10, 23);
    expect(validExpiry('1126', now)).toBe(true);
    expect(validExpiry('1026', now)).toBe(false);
    expect(validExpiry('1326', now)).toBe(false);
    expect(validExpiry('0027', now)).toBe(false);
    expect(validExpiry('127', now)).toBe(false);
  });

  it('answers the card form messages word for word', () => {
    expect(cardErrors.cardholder('')).toBe('Card Holder is Required.');
    expect(cardErrors.cardnumber('')).toBe('Card Number is Required.');
    expect(cardErrors.cardnumber('4111111111111112')).toBe('Please Enter a valid Card Number.');
    expect(cardErrors.cardnumber('378282246310005')).toBe('Please Enter a valid Card Number.');
    expect(cardErrors.cardnumber('4111111111111111')).toBeNull();
    expect(cardErrors.expirydate('')).toBe('Expiry Date is Required.');
    expect(cardErrors.expirydate('0120')).toBe('Please Enter a valid Expiry Date.');
    expect(cardErrors.cvv('')).toBe('CVV is Required.');
    expect(cardErrors.cvv('12')).toBe('Please Enter a valid CVV.');
    expect(cardErrors.cvv('123')).toBeNull();
  });

  it('masks all but the last 4 digits and shows the expiry as MM/YY', () => {
    expect(maskCardNumber('4111111111111111')).toBe('**** **** **** 1111');
    expect(expiryShown('0127')).toBe('01/27');
    expect(groupDigits('411111111')).toBe('4111 1111 1');
  });
});
