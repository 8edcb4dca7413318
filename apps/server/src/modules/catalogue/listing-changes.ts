import type { CallName } from '@shop/contracts/calls';
import type { CallContext, Handlers } from '../../calls/types.js';

/**
 * The calls that may change what a listing shows: a product's stock (a cart held, let go, paid or refunded; an
 * order cancelled or a sale at the counter), a product, its family, category or classification, or its store.
 */
export const listingChangingCalls = [
  'reservecart',
  'cancelcart',
  'holdfunds',
  'processcard',
  'confirmcart',
  'updateorder',
  'processtransaction',
  'processorder',
  'holdrest',
  'updatevendor',
  'updatevendormaster',
  'updateproduct',
  'updateproductmaster',
  'updateclasstype',
  'updateclassification',
  'updatecategory',
] as const satisfies readonly CallName[];

/**
 * The handlers, with each listing-changing call's end (success or refusal) dropping the process's store copies
 * (docs/decisions/0195), so a change made through this process shows on its next page at once; another
 * process's shows within the copies' window.
 */
export function dropCopiesAfterChanges<H extends Handlers>(handlers: H): H {
  const wrapped = { ...handlers } as Record<string, (ctx: CallContext, request: never) => Promise<unknown>>;
  for (const name of listingChangingCalls) {
    const handler = wrapped[name];
    if (!handler) continue;
    wrapped[name] = async (ctx, request) => {
      try {
        return await handler(ctx, request);
      } finally {
        ctx.storeCopies.drop();
      }
    };
  }
  return wrapped as H;
}
