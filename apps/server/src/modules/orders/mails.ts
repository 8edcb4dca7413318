import type { MailMessage } from '../mail/mailer.js';
import type { OrderRow } from './order-repo.js';
import { airportName } from '@shop/contracts/enums';

const signature = '\n\nJamaica Airports Duty Free & Lounges\nSangster International (SIA) · Norman Manley International (NMIA)';

/** Sent to the guest when the last store's goods are checked in at the lounge. */
export function readyForCollectionMail(o: OrderRow): MailMessage {
  return {
    to: o.guestEmail,
    subject: `Your order ${o.orderid} is ready for collection`,
    text:
      `Hello ${o.guestFirstname},\n\nYour order ${o.orderid} (confirmation ${o.confirmationnumber}) is ready for collection ` +
      `at the lounge of ${airportName(o.airportid)} for your flight ${o.airlineid} ${o.flightid}.\n\n` +
      'Please bring the e-mail with your receipt or your confirmation number.' +
      signature,
  };
}
