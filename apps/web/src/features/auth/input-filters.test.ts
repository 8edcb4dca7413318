import { describe, expect, it } from 'vitest';
import { keepName, keepPhone, keepUsername, looksLikeEmail, stripSpaces } from './input-filters';

describe('input filters', () => {
  it('keeps lowercase letters and digits in a username, lowercasing capitals', () => {
    expect(keepUsername('Shop Per_42!')).toBe('shopper42');
  });

  it('keeps letters and spaces in names', () => {
    expect(keepName("Mary-Ann O'Neil 3")).toBe('MaryAnn ONeil ');
  });

  it('keeps at most 10 digits of a phone number', () => {
    expect(keepPhone('(876) 555-012345')).toBe('8765550123');
  });

  it('strips every space', () => {
    expect(stripSpaces(' a b\tc ')).toBe('abc');
  });

  it('tells a plausible e-mail address from a bad one', () => {
    expect(looksLikeEmail(' ann@example.com ')).toBe(true);
    expect(looksLikeEmail('ann@example')).toBe(false);
    expect(looksLikeEmail('not-an-address')).toBe(false);
  });
});
