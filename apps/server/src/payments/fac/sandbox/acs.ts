import { randomBytes } from 'node:crypto';
import { responseSignature } from '../signature.js';
import { issuerDecision, type SandboxContext } from './authorize.js';
import { currentTransaction, decide3ds, findByAcsToken, type Decision, type SandboxTransaction } from './repo.js';
import { tamper } from './responses.js';

export const ACS_DECISIONS = ['approve', 'decline', 'cancel'] as const;
export type AcsDecision = (typeof ACS_DECISIONS)[number];

/** What the shopper's click on the 3-D Secure page decides (reference 2.14): the card's answer, a decline or a cancel. */
function decisionFor(tx: SandboxTransaction, choice: AcsDecision): Decision {
  if (choice === 'cancel') {
    return {
      state: 'FAILED',
      authorizedCents: 0,
      responseCode: '3',
      reasonCode: '36',
      reasonDescription: 'Cardholder cancelled the request',
      authCode: '',
      originalResponseCode: '',
      authenticationResult: '',
      cvv2Result: tx.cvv2Result,
    };
  }
  if (choice === 'decline') {
    return { ...issuerDecision('decline', tx.amountCents, true), authenticationResult: 'U', originalResponseCode: '' };
  }
  const outcome = tx.injectedFault === 'decline' ? 'decline' : (tx.cardOutcome as 'approve' | 'decline' | 'error');
  return issuerDecision(outcome, tx.amountCents, tx.cvv2Result !== 'N');
}

/**
 * Records the shopper's choice once (a repeated post keeps the first) and gives the transaction as stored;
 * undefined when the token is unknown.
 */
export async function decide(ctx: SandboxContext, token: string, choice: AcsDecision): Promise<SandboxTransaction | undefined> {
  const tx = await currentTransaction(ctx.db, { acsToken: token }, ctx.acsLifetimeMs);
  if (tx?.state !== 'PENDING_3DS') return tx;
  return (await decide3ds(ctx.db, token, decisionFor(tx, choice))) ?? findByAcsToken(ctx.db, token);
}

/** The fields the 3-D Secure page posts to the MerchantResponseURL (reference 2.8), signed with the 4-field formula. */
export function merchantPostFields(ctx: SandboxContext, tx: SandboxTransaction): Record<string, string> {
  const signature = responseSignature({ ...ctx.merchant, orderNumber: tx.orderNumber });
  const authenticated = tx.authenticationResult === 'Y';
  return {
    MerID: tx.merchantId,
    AcqID: ctx.merchant.acquirerId,
    OrderID: tx.orderNumber,
    ResponseCode: tx.responseCode,
    ReasonCode: tx.reasonCode,
    ReasonCodeDesc: tx.reasonDescription,
    ReferenceNo: tx.referenceNumber,
    PaddedCardNo: tx.maskedCard,
    AuthCode: tx.authCode,
    CVV2Result: tx.cvv2Result,
    OriginalResponseCode: tx.originalResponseCode,
    Signature: tx.injectedFault === 'signature' ? tamper(signature) : signature,
    SignatureMethod: 'SHA1',
    ECIIndicator: authenticated ? tx.eci : '',
    AuthenticationResult: tx.authenticationResult,
    CAVV: authenticated ? randomBytes(20).toString('base64') : '',
    TransactionStain: authenticated ? randomBytes(20).toString('base64') : '',
  };
}
