/** An spi/auth or spi/sale request as the sandbox checks it (reference 1 and 2.1). */
export interface SpiRequest {
  transactionIdentifier: string;
  amountCents: number;
  currency: string;
  orderIdentifier: string;
  pan: string;
  responseUrl: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Whole cents from a JSON number of at most 2 decimals; null otherwise. */
export function centsOf(v: unknown): number | null {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return null;
  const c = Math.round(v * 100);
  return Math.abs(c - v * 100) < 1e-6 ? c : null;
}

/** Not expired in the month of `now` (YYMM). */
const validExpiry = (yymm: string, now: Date) => {
  if (!/^\d{2}(0[1-9]|1[0-2])$/.test(yymm)) return false;
  const y = 2000 + Number(yymm.slice(0, 2));
  const m = Number(yymm.slice(2));
  return y > now.getUTCFullYear() || (y === now.getUTCFullYear() && m >= now.getUTCMonth() + 1);
};

/** The request, or the first field that is wrong (answered as ISO 97 with an Errors entry). */
export function checkSpiRequest(body: unknown, now: Date): { request: SpiRequest } | { problem: string } {
  const b = obj(body);
  const source = obj(b.Source);
  const extended = obj(b.ExtendedData);
  const address = obj(b.BillingAddress);
  const id = b.TransactionIdentifier;
  if (typeof id !== 'string' || !GUID.test(id)) return { problem: 'TransactionIdentifier must be a GUID' };
  const amountCents = centsOf(b.TotalAmount);
  if (amountCents === null) return { problem: 'TotalAmount must be a positive number with at most 2 decimals' };
  if (b.CurrencyCode !== '840' && b.CurrencyCode !== '388') return { problem: 'CurrencyCode must be 840 or 388 (a string)' };
  if (b.ThreeDSecure !== true) return { problem: 'ThreeDSecure must be true for SPI' };
  if (typeof source.CardPan !== 'string' || !/^\d{12,19}$/.test(source.CardPan)) return { problem: 'Source.CardPan is invalid' };
  if (typeof source.CardCvv !== 'string' || !/^\d{3,4}$/.test(source.CardCvv)) return { problem: 'Source.CardCvv is invalid' };
  if (typeof source.CardExpiration !== 'string' || !validExpiry(source.CardExpiration, now)) return { problem: 'Source.CardExpiration must be YYMM and not past' };
  if (typeof source.CardholderName !== 'string' || source.CardholderName.trim() === '') return { problem: 'Source.CardholderName is required for 3-D Secure' };
  if ('Line1' in address !== 'City' in address || 'City' in address !== 'CountryCode' in address) return { problem: 'Invalid 3DS field: BillingAddress Line1, City and CountryCode go together' };
  const url = extended.MerchantResponseUrl;
  if (typeof url !== 'string' || !/^(https?:\/\/[^/]+)?\/\S*$/.test(url)) return { problem: 'ExtendedData.MerchantResponseUrl is required' };
  const order = typeof b.OrderIdentifier === 'string' ? b.OrderIdentifier : '';
  if (order.length > 255) return { problem: 'OrderIdentifier is longer than 255 characters' };
  return { request: { transactionIdentifier: id, amountCents, currency: b.CurrencyCode, orderIdentifier: order, pan: source.CardPan, responseUrl: url } };
}
