import { toDollars } from '@shop/contracts/money';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { counterCardHolds } from '../../db/schema/counter.js';
import { AppError } from '../../lib/app-error.js';
import { isGatewayError } from '../../payments/gateway.js';
import { ACS_LIFETIME_MS } from '../../payments/register.js';
import { storeGatewayPage } from '../../payments/pages/page-store.js';
import { checkCard } from '../checkout/card-rules.js';
import { gatewayOrderIdOf } from '../checkout/ids.js';
import { gatewayFailed, merchantResponseUrl } from '../checkout/payment-service.js';
import { counterOrder } from './access.js';
import { markCounterHold, openCounterHolds } from './card-holds-repo.js';
import { checkOutDue } from './check-out-due.js';
import { requireIdSeen } from './id-seen.js';

/**
 * holdrest (back office 4.5 and 4.8): holds what the check-out's deposit does not cover on the guest's card
 * through 3-D Secure, answering the page for the popup. The check-out (processorder with the transactionid)
 * checks the gateway approved exactly that amount, then captures it.
 */
export async function holdRest(ctx: CallContext, req: CallRequestOut<'holdrest'>) {
  const { order, user } = await counterOrder(ctx, req.processaction, req.orderid);
  requireIdSeen(order, req.idseen);
  await releaseCounterHolds(ctx, order.orderid);
  const { rest } = await checkOutDue(ctx, order, req, req.processaction);
  if (rest <= 0) throw new AppError(Status.INVALID_REQUEST, `Nothing of order ${order.orderid} is left to pay by card.`);
  const c = req.creditcard;
  const now = ctx.clock.now();
  checkCard(c, now);
  const gatewayOrderId = gatewayOrderIdOf(order.orderid, ctx.gateway.name);
  await ctx.db.insert(counterCardHolds).values({ gatewayOrderId, orderid: order.orderid, amountCents: rest, cardLast4: c.cardnumber.slice(-4), state: 'STARTED', who: user.username, createdAt: now });
  let started;
  try {
    started = await ctx.gateway.startAuthentication({
      orderId: gatewayOrderId,
      reference: order.orderid,
      amountCents: rest,
      card: { number: c.cardnumber, holder: c.cardholder, expiry: c.expirydate, cvv: c.cvv },
      payer: { firstName: order.guestFirstname, lastName: order.guestLastname, email: order.guestEmail, phone: order.guestPhone },
      ipAddress: ctx.ip,
      responseUrl: merchantResponseUrl(ctx),
    });
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    ctx.log.warn({ orderid: order.orderid, kind: err.kind }, 'holdrest: the gateway failed');
    throw gatewayFailed(err);
  }
  const answer = { orderid: order.orderid, transactionid: gatewayOrderId, amount: toDollars(rest) };
  if (started.kind === 'html') {
    const expiresAt = new Date(now.getTime() + ACS_LIFETIME_MS);
    const url = await storeGatewayPage(ctx.db, { gatewayOrderId, html: started.html, expiresAt, now: ctx.clock.now() });
    return { ...answer, html: started.html, url };
  }
  if (started.outcome === 'approved') return { ...answer, html: '', url: '' };
  throw new AppError(Status.CARD_DECLINED, started.reasonDescription || 'The card was refused.');
}

/**
 * Gives up the order's earlier counter card holds that no check-out used (a new try, or the check-out cancelled):
 * each is reversed at the gateway, so no guest's card keeps a hold the shop does not know. One the gateway never
 * approved is refused (nothing held) and given up too; one the gateway does not answer for stays open for the next try.
 */
export async function releaseCounterHolds(ctx: Pick<CallContext, 'db' | 'gateway' | 'log'>, orderid: string) {
  for (const h of await openCounterHolds(ctx.db, orderid)) {
    try {
      await ctx.gateway.reverse(h.gatewayOrderId, h.amountCents);
      await markCounterHold(ctx.db, h.gatewayOrderId, 'RELEASED');
    } catch (err) {
      if (!isGatewayError(err)) throw err;
      ctx.log.warn({ orderid, gatewayOrderId: h.gatewayOrderId, kind: err.kind }, 'a counter card hold could not be released yet');
    }
  }
}
