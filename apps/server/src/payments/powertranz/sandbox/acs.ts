import { randomBytes, randomUUID } from 'node:crypto';
import { toDollars } from '../../../lib/money.js';
import { CHALLENGE_PASSWORD } from './test-cards.js';
import type { PtzSandboxContext } from './context.js';
import { callbackPage, challengePage, unknownPage } from './pages.js';
import { findBySpiToken, updateIf, type PtzSandboxTransaction } from './repo.js';

const MAX_TRIES = 3;

/** What the issuer says on its page or without one: the card's status, or N when the shopper cancels or fails the password. */
function outcome(tx: PtzSandboxTransaction, form: URLSearchParams): { status: string } | { page: string } {
  const [flow, auth] = tx.cardKey.split('-') as [string, string];
  const status = auth === 'none' ? '' : auth;
  if (flow !== 'challenge') return { status };
  const decision = form.get('decision');
  if (decision === 'cancel') return { status: 'N' };
  if (decision !== 'submit') return { page: challengePage(tx, tx.spiToken, false) };
  if (form.get('password') === CHALLENGE_PASSWORD) return { status };
  return tx.challengeTries + 1 >= MAX_TRIES ? { status: 'N' } : { page: challengePage(tx, tx.spiToken, true) };
}

const CARDHOLDER_INFO: Record<string, string> = {
  N: 'We could not verify this card. Please contact your card issuer.',
  R: 'Your card issuer rejected this payment. Please contact your card issuer.',
};

/** The JSON the callback's field Response carries (reference 2.4). */
export function callbackJson(tx: PtzSandboxTransaction): string {
  const s = tx.authenticationStatus;
  const enrolled = !tx.cardKey.startsWith('none-');
  const passed = s === 'Y' || s === 'A';
  return JSON.stringify({
    TransactionType: tx.transactionType,
    Approved: false,
    TransactionIdentifier: tx.transactionIdentifier,
    TotalAmount: toDollars(tx.amountCents),
    CurrencyCode: tx.currency,
    CardBrand: tx.cardBrand,
    IsoResponseCode: enrolled ? '3D0' : '3D1',
    ResponseMessage: enrolled ? '3D-Secure complete' : '3D-Secure not supported',
    OrderIdentifier: tx.orderIdentifier,
    SpiToken: tx.spiToken,
    RiskManagement: {
      ThreeDSecure: {
        Eci: passed ? (tx.cardBrand === 'Visa' ? (s === 'Y' ? '05' : '06') : s === 'Y' ? '02' : '01') : '07',
        Cavv: passed ? randomBytes(20).toString('base64') : '',
        Xid: randomUUID(),
        AuthenticationStatus: enrolled ? s : 'U',
        StatusReason: passed ? '' : '01',
        ProtocolVersion: '2.2.0',
        DsTransId: randomUUID(),
        ...(CARDHOLDER_INFO[s] ? { CardholderInfo: CARDHOLDER_INFO[s] } : {}),
      },
    },
  });
}

/**
 * The issuer step for one SpiToken: frictionless cards decide at once, challenge cards after the password
 * page; then the page that posts the result to the merchant. A decided check answers its result again.
 */
export async function issuerStep(ctx: PtzSandboxContext, token: string, form: URLSearchParams): Promise<{ code: number; html: string; responseUrl?: string }> {
  const tx = await findBySpiToken(ctx.db, token);
  if (!tx) return { code: 404, html: unknownPage() };
  if (tx.state === 'PENDING_3DS') {
    const o = outcome(tx, form);
    if ('page' in o) {
      if (form.get('decision') === 'submit') await updateIf(ctx.db, tx.transactionIdentifier, ['PENDING_3DS'], { challengeTries: tx.challengeTries + 1 });
      return { code: 200, html: o.page };
    }
    const failed = o.status === 'N' || o.status === 'R';
    await updateIf(ctx.db, tx.transactionIdentifier, ['PENDING_3DS'], { state: failed ? 'AUTH_FAILED' : 'AUTHENTICATED', authenticationStatus: o.status, updatedAt: ctx.now() });
  }
  const now = (await findBySpiToken(ctx.db, token))!;
  return { code: 200, html: callbackPage(now.responseUrl, callbackJson(now)), responseUrl: now.responseUrl };
}
