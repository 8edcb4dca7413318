import { randomBytes, randomInt } from 'node:crypto';
import type { Conn } from '../../../db/client.js';
import { centsFrom12 } from '../signature.js';
import type { FaultKind } from './faults.js';
import { startPage } from './pages.js';
import { insertTransaction, type Decision } from './repo.js';
import { authorize3dsXml, authResponseXml, refusedAuthXml } from './responses.js';
import { cardOutcome, maskCard, type CardOutcome } from './test-cards.js';
import { isRefusal, validateAuthorize, type AuthorizeFields, type SandboxMerchant } from './validate.js';

/** What the sandbox answers a call: an XML body, or nothing ever (the card or fault that never answers). */
export type SandboxAnswer = { xml: string } | { hang: true };

export interface SandboxContext {
  db: Conn;
  merchant: SandboxMerchant;
  now: () => Date;
  /** How long the 3-D Secure page waits for the shopper; after it the attempt fails with 3/401. */
  acsLifetimeMs: number;
}

const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');

/** A card past its MMYY month declines like an issuer would. */
function expired(mmyy: string, now: Date): boolean {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The issuer's answer to an authorisation of a card with this outcome (codes of reference 2.11). */
export function issuerDecision(outcome: Exclude<CardOutcome, 'noAnswer'>, amountCents: number, cvvMatches: boolean): Decision {
  const base = { authenticationResult: 'Y', cvv2Result: cvvMatches ? 'M' : 'N' };
  if (outcome === 'approve') {
    return { ...base, state: 'AUTHORIZED', authorizedCents: amountCents, responseCode: '1', reasonCode: '1', reasonDescription: 'Transaction is approved.', authCode: digits(6), originalResponseCode: '00' };
  }
  if (outcome === 'decline') {
    return { ...base, state: 'DECLINED', authorizedCents: 0, responseCode: '2', reasonCode: '2', reasonDescription: 'Transaction is declined.', authCode: '', originalResponseCode: cvvMatches ? '05' : 'N7' };
  }
  return { ...base, state: 'FAILED', authorizedCents: 0, responseCode: '3', reasonCode: '90', reasonDescription: 'General error during processing', authCode: '', originalResponseCode: '96' };
}

function newRow(f: AuthorizeFields, d: Decision, outcome: CardOutcome) {
  return {
    ...d,
    merchantId: f.merchantId,
    orderNumber: f.orderNumber,
    cardOutcome: outcome,
    amountCents: centsFrom12(f.amount12),
    currency: f.currency,
    maskedCard: maskCard(f.cardNumber),
    customData: f.customData,
    referenceNumber: digits(12),
    eci: f.cardNumber.startsWith('4') ? '05' : '02',
  };
}

/** Authorize: validated, decided at once by the test card table, stored; a reused order number is refused (40). */
export async function authorize(ctx: SandboxContext, root: Record<string, unknown>, fault: FaultKind | null): Promise<SandboxAnswer> {
  const f = validateAuthorize(ctx.merchant, root, false);
  if (isRefusal(f)) return { xml: refusedAuthXml('AuthorizeResponse', ctx.merchant, '', f.reasonCode, f.description) };
  const card = cardOutcome(f.cardNumber, f.cardCvv);
  if (card === 'noAnswer') return { hang: true };
  const cardSays = fault === 'decline' || expired(f.cardExpiry, ctx.now()) ? 'decline' : card;
  const d = { ...issuerDecision(cardSays, centsFrom12(f.amount12), f.cardCvv !== '000'), authenticationResult: '' };
  const row = newRow(f, d, card);
  if (!(await insertTransaction(ctx.db, row))) {
    return { xml: refusedAuthXml('AuthorizeResponse', ctx.merchant, f.orderNumber, 40, 'Duplicate Order Not Allowed') };
  }
  return { xml: authResponseXml('AuthorizeResponse', ctx.merchant, row, fault === 'signature') };
}

/** Authorize3DS: validated and stored as PENDING_3DS (3/999 until the shopper decides); answers the start page. */
export async function authorize3ds(ctx: SandboxContext, root: Record<string, unknown>, fault: FaultKind | null): Promise<SandboxAnswer> {
  const f = validateAuthorize(ctx.merchant, root, true);
  if (isRefusal(f)) return { xml: authorize3dsXml(String(f.reasonCode), f.description, '') };
  const card = cardOutcome(f.cardNumber, f.cardCvv);
  if (card === 'noAnswer') return { hang: true };
  const pending: Decision = {
    state: 'PENDING_3DS',
    authorizedCents: 0,
    responseCode: '3',
    reasonCode: '999',
    reasonDescription: 'No Response',
    authCode: '',
    originalResponseCode: '',
    authenticationResult: '',
    cvv2Result: '',
  };
  const isExpired = expired(f.cardExpiry, ctx.now());
  const acsToken = randomBytes(16).toString('hex');
  const row = {
    ...newRow(f, pending, isExpired ? 'decline' : card),
    cvv2Result: f.cardCvv === '000' ? 'N' : 'M',
    responseUrl: f.responseUrl,
    acsToken,
    injectedFault: fault === 'decline' || fault === 'signature' ? fault : '',
  };
  if (!(await insertTransaction(ctx.db, row))) return { xml: authorize3dsXml('40', 'Duplicate Order Not Allowed', '') };
  return { xml: authorize3dsXml('0', 'Success', startPage(acsToken)) };
}
