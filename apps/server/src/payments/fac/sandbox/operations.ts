import { centsFrom12 } from '../signature.js';
import { text } from '../xml.js';
import type { FaultKind } from './faults.js';
import type { SandboxAnswer, SandboxContext } from './authorize.js';
import * as repo from './repo.js';
import { authResponseXml, modificationXml, refusedAuthXml } from './responses.js';
import { checkMerchantPassword } from './validate.js';

/** TransactionStatus: the stored authorisation result (signed), or 3/999 "No Response" for an unknown order. */
export async function transactionStatus(ctx: SandboxContext, root: Record<string, unknown>, fault: FaultKind | null): Promise<SandboxAnswer> {
  const refused = checkMerchantPassword(ctx.merchant, root);
  const orderNumber = text(root, 'OrderNumber');
  if (refused) return { xml: refusedAuthXml('TransactionStatusResponse', ctx.merchant, orderNumber, refused.reasonCode, refused.description) };
  const tx = await repo.currentTransaction(ctx.db, { merchantId: ctx.merchant.merchantId, orderNumber }, ctx.acsLifetimeMs);
  if (!tx) return { xml: refusedAuthXml('TransactionStatusResponse', ctx.merchant, orderNumber, 999, 'No Response', fault === 'signature') };
  return { xml: authResponseXml('TransactionStatusResponse', ctx.merchant, tx, fault === 'signature') };
}

const modify = { '1': repo.capture, '2': repo.refund, '3': repo.reverse } as const;

/**
 * TransactionModification: 1 capture (from AUTHORIZED, at most the held amount), 2 refund (of CAPTURED, together at
 * most the captured amount), 3 reversal (of an uncaptured hold). Anything else answers 3/1100 "Failed".
 */
export async function transactionModification(ctx: SandboxContext, root: Record<string, unknown>): Promise<SandboxAnswer> {
  const refused = checkMerchantPassword(ctx.merchant, root);
  const orderNumber = text(root, 'OrderNumber');
  if (refused) return { xml: modificationXml(ctx.merchant, orderNumber, false, refused.reasonCode) };
  const cents = centsFrom12(text(root, 'Amount'));
  if (Number.isNaN(cents)) return { xml: modificationXml(ctx.merchant, orderNumber, false, 1004) };
  const type = text(root, 'ModificationType');
  const currency = text(root, 'Currency');
  if (!(type in modify) || cents <= 0 || text(root, 'CurrencyExponent') !== '2' || (currency !== '' && !ctx.merchant.currencies.includes(currency))) {
    return { xml: modificationXml(ctx.merchant, orderNumber, false) };
  }
  const ok = await modify[type as keyof typeof modify](ctx.db, ctx.merchant.merchantId, orderNumber, cents);
  return { xml: modificationXml(ctx.merchant, orderNumber, ok) };
}
