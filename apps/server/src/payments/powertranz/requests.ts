import type { AuthorizeInput, Currency, StartAuthenticationInput } from '../gateway.js';

/** PowerTranz's credentials, sent as headers on every call but alive (reference section 1). */
export interface PowertranzCredentials {
  id: string;
  password: string;
  gatewayKey?: string;
}

/** The API paths the adapter calls, under the API root (…/api). */
export type PowertranzPath = 'spi/auth' | 'spi/payment' | 'capture' | 'refund' | 'void';

const CURRENCY_CODES: Record<Currency, string> = { USD: '840', JMD: '388' };

export function powertranzHeaders(c: PowertranzCredentials): Record<string, string> {
  return {
    accept: 'application/json',
    'PowerTranz-PowerTranzId': c.id,
    'PowerTranz-PowerTranzPassword': c.password,
    ...(c.gatewayKey ? { 'PowerTranz-GatewayKey': c.gatewayKey } : {}),
  };
}

/** Card expiry as the card shows it (MMYY) in PowerTranz's order (YYMM). */
export const yymm = (mmyy: string): string => `${mmyy.slice(2, 4)}${mmyy.slice(0, 2)}`;

const AMOUNT_MARK = '__ptz_amount__';

/**
 * JSON with TotalAmount as a number of exactly 2 decimals from integer cents (25.50, not 25.5): the value is
 * put in as a marked string and unquoted, so no float ever carries money.
 */
export function toJson(body: Record<string, unknown>, amountCents?: number): string {
  if (amountCents === undefined) return JSON.stringify(body);
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new Error('The amount must be whole cents.');
  const json = JSON.stringify({ ...body, TotalAmount: AMOUNT_MARK });
  const decimal = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  return json.replace(`"${AMOUNT_MARK}"`, decimal);
}

/** The payer as PowerTranz wants it for 3-D Secure 2: name and email and/or phone, no partial address group. */
function billingAddress(input: AuthorizeInput) {
  const p = input.payer;
  if (!p) {
    const [first, ...rest] = input.card.holder.trim().split(/\s+/);
    return { FirstName: first ?? '', LastName: rest.join(' ') };
  }
  return { FirstName: p.firstName, LastName: p.lastName, EmailAddress: p.email, PhoneNumber: p.phone };
}

/** POST /api/spi/auth: a hold (TransactionType 1) after 3-D Secure 2, the challenge shown in the popup (reference 2.1). */
export function spiAuthBody(input: StartAuthenticationInput, responseUrl: string): string {
  return toJson(
    {
      TransactionIdentifier: input.orderId,
      CurrencyCode: CURRENCY_CODES[input.currency ?? 'USD'],
      ThreeDSecure: true,
      OrderIdentifier: input.reference ?? input.orderId,
      Source: {
        CardPan: input.card.number,
        CardCvv: input.card.cvv,
        CardExpiration: yymm(input.card.expiry),
        CardholderName: input.card.holder,
      },
      BillingAddress: billingAddress(input),
      AddressMatch: false,
      ExtendedData: {
        ThreeDSecure: { ChallengeWindowSize: 4, ChallengeIndicator: '01' },
        MerchantResponseUrl: responseUrl,
      },
    },
    input.amountCents,
  );
}

/** POST /api/spi/payment: the body is the SpiToken as a JSON string (reference 2.5). */
export const spiPaymentBody = (spiToken: string): string => JSON.stringify(spiToken);

/** POST /api/capture (partial allowed), /api/refund (Refund: true, linked to the original) or /api/void (reference 3). */
export function modificationBody(path: 'capture' | 'refund' | 'void', transactionIdentifier: string, amountCents: number): string {
  if (path === 'void') return toJson({ TransactionIdentifier: transactionIdentifier });
  const refund = path === 'refund' ? { Refund: true } : {};
  return toJson({ ...refund, TransactionIdentifier: transactionIdentifier, CurrencyCode: CURRENCY_CODES.USD }, amountCents);
}
