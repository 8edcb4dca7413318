import type { ProcessAction } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { Deps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { claimTransaction, closeTransaction, findTransaction, openTransaction } from './transaction-repo.js';

const busy = (orderid: string) => new AppError(Status.CONFLICT, `Order ${orderid} is being processed by another request. Please try again in a moment.`);

/**
 * Runs a counter action that moves money as the order's one gateway step (processtransaction's, the orders'
 * transaction-repo): opened, or continued when the caller opened it for this action, then claimed, so a second
 * request (another member of staff, a double click) is refused instead of moving money twice. Ended after.
 */
export async function withStep<T>(deps: Pick<Deps, 'db' | 'clock'>, orderid: string, action: ProcessAction, who: string, run: () => Promise<T>): Promise<T> {
  await openTransaction(deps.db, { orderid, action, who, startedAt: deps.clock.now() });
  const step = await findTransaction(deps.db, orderid);
  if (!step || step.who !== who || step.action !== action || step.state === 'MODIFYING') throw busy(orderid);
  if (!(await claimTransaction(deps.db, orderid, who, step.state, 'MODIFYING'))) throw busy(orderid);
  try {
    return await run();
  } finally {
    await closeTransaction(deps.db, orderid, who);
  }
}
