import { describe, expect, it } from 'vitest';
import { amount12, centsFrom12, requestSignature, responseSignature, signaturesMatch } from './signature.js';

describe('FAC signatures (reference 2.3 test vectors)', () => {
  const ours = { password: 'p4ssw0rd', merchantId: '88800000', acquirerId: '464748', orderNumber: 'SIA-000123' };

  it('signs a request with the 6-field formula', () => {
    expect(requestSignature({ ...ours, amount12: '000000002550', currency: '840' })).toBe('CaqZgxcT5Qo7QWPk5ydUEj+Wt/I=');
    expect(requestSignature({ ...ours, amount12: '000000002550', currency: '388' })).toBe('38MYMInK4AeahlytwKXpA+VyAf8=');
    const shamar = { password: 'abcdefg', merchantId: '123456', acquirerId: '12345', orderNumber: '1234' };
    expect(requestSignature({ ...shamar, amount12: '000000001000', currency: '840' })).toBe('/Et8/bWxlq71zsZVMf1kAQRDGTI=');
  });

  it('signs a response with the 4-field formula', () => {
    expect(responseSignature(ours)).toBe('ayj2+rfMwTpgWQpnyWG/UElWh5E=');
    const strikewood = { password: 'abc123', merchantId: '123', acquirerId: '464748', orderNumber: '1234' };
    expect(responseSignature(strikewood)).toBe('qx6W+o50NL4XlqH0+Z/eSx3qrCU=');
  });

  it('compares signatures exactly', () => {
    expect(signaturesMatch('ayj2+rfMwTpgWQpnyWG/UElWh5E=', 'ayj2+rfMwTpgWQpnyWG/UElWh5E=')).toBe(true);
    expect(signaturesMatch('ayj2+rfMwTpgWQpnyWG/UElWh5E=', 'ayj2+rfMwTpgWQpnyWG/UElWh5F=')).toBe(false);
    expect(signaturesMatch('ayj2+rfMwTpgWQpnyWG/UElWh5E=', undefined)).toBe(false);
    expect(signaturesMatch('ayj2+rfMwTpgWQpnyWG/UElWh5E=', 'short')).toBe(false);
  });

  it('pads integer cents to 12 digits and reads them back', () => {
    expect(amount12(2550)).toBe('000000002550');
    expect(amount12(0)).toBe('000000000000');
    expect(centsFrom12('000000002550')).toBe(2550);
    expect(centsFrom12('25.50')).toBeNaN();
    expect(() => amount12(25.5)).toThrow(RangeError);
    expect(() => amount12(-1)).toThrow(RangeError);
  });
});
