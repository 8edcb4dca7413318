import { partActions, type ProcessAction } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { staffCancel } from '../counter/cancel.js';
import { cancelCheckOut, checkOut } from '../counter/check-out.js';
import { refund } from '../counter/refund.js';
import { processPartAction } from './part-actions.js';

type ProcessRequest = CallRequestOut<'processorder'>;
type ActionRunner = (ctx: CallContext, req: ProcessRequest) => Promise<{ message: string; filename?: string }>;

/**
 * processorder by processaction: the part actions (fulfil .. cancel check-in) are this module's; the money
 * actions and the staff cancel are the counter's (modules/counter).
 */
export const processRunners: Partial<Record<ProcessAction, ActionRunner>> = {
  ...Object.fromEntries(partActions.map((a) => [a, processPartAction] as const)),
  CHECKOUTORDER: checkOut,
  FORCECHECKOUTORDER: checkOut,
  CANCELCHECKOUTORDER: cancelCheckOut,
  REFUNDORDER: refund,
  CANCELORDER: staffCancel,
};

export async function processOrder(ctx: CallContext, req: ProcessRequest) {
  const run = processRunners[req.processaction];
  if (!run) throw new AppError(Status.INVALID_REQUEST, `${req.processaction} is not a staff order action.`);
  return run(ctx, req);
}
