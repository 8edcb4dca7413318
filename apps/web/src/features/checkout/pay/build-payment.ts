import type { CallRequest } from '@shop/contracts/calls';
import type { CartItem } from '../../cart/cart-store';
import { cardTypeOf } from '@shop/contracts/cards';
import type { CardDraft } from '../rules/card-rules';
import { cleanGuest, type Guest } from '../rules/guest-rules';
import type { FlightDraft } from '../stores/drafts-store';

type Line = CallRequest<'reservecart'>['reservation']['cart'][number];

/** A cart line as the gateway helpers send it: the specification's fields, without vendorname. */
export const wireLine = (i: CartItem): Line => ({
  productid: i.productid,
  quantityincart: i.quantityincart,
  unitcost: i.unitcost,
  taxrate: i.taxrate,
  vendorid: i.vendorid,
  categoryid: i.categoryid,
  rootproductid: i.rootproductid,
  total: i.total,
});

interface Parts {
  cart: CartItem[];
  amount: number;
  guest: Guest;
  flight: FlightDraft;
  card: CardDraft;
  /** The buyer's date of birth, sent only when the guest step asked for it. */
  birthdate?: string;
}

/** The requests of the card flow from the checkout's drafts; only the last 4 card digits go into the confirmation. */
export function buildPayment({ cart, amount, guest, flight, card, birthdate }: Parts) {
  const direction = flight.direction ?? 'D';
  const lines = cart.map(wireLine);
  const cardtype = cardTypeOf(card.cardnumber) ?? 'visa';
  return {
    reservation: { direction, scheduleid: flight.scheduleid, cart: lines, walkin: 'N' as const },
    amount,
    creditcard: { cardtype, cardholder: card.cardholder.trim(), cardnumber: card.cardnumber, expirydate: card.expirydate, cvv: card.cvv },
    confirm: {
      direction,
      scheduleid: flight.scheduleid,
      guest: cleanGuest(guest),
      cart: lines,
      payment: { paymentmethod: 'CC' as const, transactioncode: 0 as const, cardtype, cardholder: card.cardholder.trim(), cardnumber: card.cardnumber.slice(-4), amount },
      walkin: 'N' as const,
      ...(birthdate && { dateofbirth: birthdate }),
    },
  };
}
