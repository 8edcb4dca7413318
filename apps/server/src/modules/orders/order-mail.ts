import type { Deps } from '../../deps.js';
import {airportDateTime} from '@shop/contracts/airport-time';
import { SHOP_NAME } from '../receipts/receipt-service.js';
import type { OrderRow } from './order-repo.js';
import { formatMoney } from '@shop/contracts/money-format';
import { airportName } from '@shop/contracts/enums';

type MailDeps = Pick<Deps, 'mailer' | 'log'>;

const flightLine = (o: Pick<OrderRow, 'flightid' | 'flightTime' | 'airportid'>) =>
  `${o.flightid} on ${airportDateTime(o.flightTime)} (Jamaica time) at ${airportName(o.airportid)}`;

/** Mails never undo what was done: a failure is logged, the change stands. */
async function send(deps: MailDeps, o: OrderRow, subject: string, body: string) {
  try {
    await deps.mailer.send({ to: o.guestEmail, subject, text: `Hello ${o.guestFirstname},\n\n${body}\n\n${SHOP_NAME}` });
  } catch (err) {
    deps.log.error({ err, orderid: o.orderid }, 'the order mail could not be sent');
  }
}

export const mailCancelled = (deps: MailDeps, o: OrderRow, releasedCents: number) =>
  send(
    deps,
    o,
    `Your order ${o.orderid} is cancelled`,
    `Your order ${o.orderid} (confirmation number ${o.confirmationnumber}) for flight ${flightLine(o)} is cancelled.` +
      (releasedCents > 0 ? `\nThe hold of ${formatMoney(releasedCents)} on your card ending ${o.cardLast4} is released.` : ''),
  );

export const mailFlightChanged = (deps: MailDeps, before: OrderRow, after: OrderRow) =>
  send(
    deps,
    after,
    `Your order ${after.orderid} is moved to flight ${after.flightid}`,
    `Your order ${after.orderid} (confirmation number ${after.confirmationnumber}) is now for flight ${flightLine(after)}.\n` +
      `It was for flight ${flightLine(before)}.\nCollect it at the lounge before your new flight.`,
  );
