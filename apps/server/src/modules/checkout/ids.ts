import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { GatewayName } from '../../payments/gateway.js';

// No 0/O or 1/I: a confirmation number is read out at the lounge counter.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The order id a shopper sees: the airport and a number from the reservation sequence (SIA100042). */
/** An order id is its airport and this plus the reservation's id (SIA100123); reservation-write.ts writes it in SQL too. */
export const ORDER_NUMBER_BASE = 100000;
export const orderIdOf = (airportid: string, id: number) => `${airportid}${ORDER_NUMBER_BASE + id}`;

/** A fresh gateway order number per payment try (FAC refuses a reused one); PowerTranz wants a GUID (TransactionIdentifier). */
export const gatewayOrderIdOf = (orderid: string, gateway: GatewayName = 'FAC') =>
  gateway === 'POWERTRANZ' ? randomUUID() : `${orderid}-${randomBytes(4).toString('hex')}`;

/** Ten characters the guest quotes at pickup. */
export const newConfirmationNumber = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** An unguessable receipt file name: 128 random bits. */
export const newReceiptFile = (orderid: string) => `receipt-${orderid}-${randomBytes(16).toString('hex')}.pdf`;
