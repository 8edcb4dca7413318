import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { authorize3dsXml, authorizeXml, modificationXml, statusXml } from './requests.js';
import { FAC_NAMESPACE } from './xml.js';

const creds = { merchantId: '88800000', password: 'p4ssw0rd', acquirerId: '464748' };
const input = {
  orderId: 'SIA-000123',
  amountCents: 2550,
  card: { number: '4111111111111111', holder: 'Jane Doe', expiry: '0127', cvv: '123' },
  ipAddress: '203.0.113.7',
};

// preserveOrder keeps the wire order of elements, which is what these tests check.
const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false });
const names = (nodes: Record<string, unknown>[]) => nodes.map((n) => Object.keys(n).find((k) => k !== ':@')!);
const root = (xml: string) => ordered.parse(xml)[0] as Record<string, Record<string, unknown>[]> & { ':@': Record<string, string> };
const childOf = (nodes: Record<string, unknown>[], name: string) => nodes.find((n) => name in n)![name] as Record<string, unknown>[];
const textOf = (nodes: Record<string, unknown>[], name: string) => {
  const c = childOf(nodes, name);
  return c.length ? String((c[0] as { '#text': unknown })['#text']) : '';
};

describe('FAC request XML (reference 2.5, 2.7, 2.9, 2.10)', () => {
  it('builds AuthorizeRequest in canonical order, signed, 12-digit amount, currency 840, exponent 2', () => {
    const r = root(authorizeXml(creds, input));
    expect(r[':@']['@_xmlns']).toBe(FAC_NAMESPACE);
    expect(names(r.AuthorizeRequest!)).toEqual(['TransactionDetails', 'CardDetails']);
    const td = childOf(r.AuthorizeRequest!, 'TransactionDetails');
    expect(names(td)).toEqual([
      'AcquirerId', 'Amount', 'Currency', 'CurrencyExponent', 'CustomData', 'IPAddress', 'MerchantId', 'OrderNumber',
      'Signature', 'SignatureMethod', 'TransactionCode',
    ]);
    expect(textOf(td, 'Amount')).toBe('000000002550');
    expect(textOf(td, 'Currency')).toBe('840');
    expect(textOf(td, 'CurrencyExponent')).toBe('2');
    expect(textOf(td, 'Signature')).toBe('CaqZgxcT5Qo7QWPk5ydUEj+Wt/I=');
    expect(textOf(td, 'SignatureMethod')).toBe('SHA1');
    expect(textOf(td, 'TransactionCode')).toBe('0');
    const card = childOf(r.AuthorizeRequest!, 'CardDetails');
    expect(names(card)).toEqual(['CardCVV2', 'CardExpiryDate', 'CardNumber', 'Installments']);
    expect(textOf(card, 'CardExpiryDate')).toBe('0127');
  });

  it('builds Authorize3DSRequest with MerchantResponseURL between the card and the transaction', () => {
    const xml = authorize3dsXml(creds, { ...input, currency: 'JMD', ipAddress: '2001:db8::1' }, 'https://shop.example.jm/payments/3ds-return');
    const r = root(xml);
    expect(names(r.Authorize3DSRequest!)).toEqual(['CardDetails', 'MerchantResponseURL', 'TransactionDetails']);
    expect(textOf(r.Authorize3DSRequest!, 'MerchantResponseURL')).toBe('https://shop.example.jm/payments/3ds-return');
    const td = childOf(r.Authorize3DSRequest!, 'TransactionDetails');
    expect(textOf(td, 'Currency')).toBe('388');
    expect(textOf(td, 'Signature')).toBe('38MYMInK4AeahlytwKXpA+VyAf8=');
    expect(names(td)).not.toContain('IPAddress');
  });

  it('escapes text instead of letting it make elements', () => {
    const xml = authorizeXml(creds, { ...input, orderId: 'A&B<C>' });
    expect(xml).toContain('<OrderNumber>A&amp;B&lt;C&gt;</OrderNumber>');
  });

  it('builds TransactionModificationRequest flat and alphabetical, unsigned, for each type', () => {
    for (const [kind, type] of [['capture', '1'], ['refund', '2'], ['reverse', '3']] as const) {
      const r = root(modificationXml(creds, 'SIA-000123', kind, 2550));
      const m = r.TransactionModificationRequest!;
      expect(names(m)).toEqual(['AcquirerId', 'Amount', 'CurrencyExponent', 'MerchantId', 'ModificationType', 'OrderNumber', 'Password']);
      expect(textOf(m, 'ModificationType')).toBe(type);
      expect(textOf(m, 'Amount')).toBe('000000002550');
      expect(textOf(m, 'Password')).toBe('p4ssw0rd');
    }
  });

  it('builds TransactionStatusRequest', () => {
    const r = root(statusXml(creds, 'SIA-000123'));
    expect(names(r.TransactionStatusRequest!)).toEqual(['AcquirerId', 'MerchantId', 'OrderNumber', 'Password']);
    expect(r[':@']['@_xmlns']).toBe(FAC_NAMESPACE);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => authorizeXml(creds, { ...input, amountCents: 25.5 })).toThrow(RangeError);
  });
});
