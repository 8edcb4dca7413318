/**
 * Orders on the wire: the order lists (getorders), one order with its timeline (getorder), the shopper's and
 * staff's changes (updateorder, processtransaction, processcard MODIFYTRANSACTION, processorder).
 * Storefront section 7, back office sections 3 and 7.
 */
import { z } from 'zod';
import { text, int4, yn } from './common.js';
import { creditCardSchema, orderId, transactionStatusData, transactionStatusRequest, wireAmount } from './checkout.js';
import { orderStatuses, processActions, queueTypes } from './order-flow.js';

/** getorders action types: the shopper's own orders, and the staff queues of back office 4.1. */
export const orderListTypes = ['MYORDERS', ...queueTypes] as const;

export const getOrdersRequest = z.object({
  actiontype: z.enum(orderListTypes, 'Please choose a valid order list.'),
  /** 1-based page of 10 orders. */
  page: int4().min(1).optional(),
  /** A staff queue narrowed to this order (Scan Order looks beyond the page shown). */
  orderid: text().trim().min(1).max(40).optional(),
});

/** A product as an order sold it: what an order item and an item added at the counter share. */
const soldProduct = {
  productid: z.number().int(),
  productname: z.string(),
  vendorid: z.string(),
  /** Dollars. */
  unitcost: z.number(),
  /** Fraction, e.g. 0.165. */
  taxrate: z.number(),
};

export const orderItemSchema = z.object({
  orderitemid: z.number().int(),
  ...soldProduct,
  orderedamount: z.number().int(),
  /** Null until the store fulfils its part. */
  appliedamount: z.number().int().nullable(),
});

export const orderPartSchema = z.object({
  vendorid: z.string(),
  vendorname: z.string(),
  status: z.enum(orderStatuses),
  assignedto: z.string().nullable(),
  assignedname: z.string().nullable(),
});

export const orderCardSchema = z.object({
  orderid: z.string(),
  confirmationnumber: z.string(),
  status: z.enum(orderStatuses),
  /** ISO time the order was placed. */
  placedat: z.string(),
  guest: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string() }),
  flight: z.object({ flighttime: z.string(), airlineid: z.string(), flightid: z.string(), airportid: z.string(), direction: z.string(), scheduleid: z.string() }),
  /** Dollars: sum of unit cost x ordered amount plus its tax (storefront section 9). */
  total: z.number(),
  deposit: z.object({ amount: z.number(), orderid: z.string() }),
  itemcount: z.number().int(),
  walkin: z.boolean(),
  /** Holds alcohol or tobacco: staff check ID (18+) at hand-over, shown as "Check ID: 18+" (decision 0130). */
  agecheck: z.boolean(),
  parts: z.array(orderPartSchema),
  /** The caller is a lounge operator of the lounge the order is collected at (contracts order-actions.ts). */
  atlounge: z.boolean(),
});

export const getOrdersData = z.object({
  orders: z.array(orderCardSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

export const orderEventSchema = z.object({
  at: z.string(),
  who: z.string(),
  action: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  what: z.string(),
  vendorid: z.string().nullable(),
  assignedto: z.string().nullable(),
});

/** An item added at the counter on check-out, as the order keeps it (one row per product, quantities summed). */
export const extraItemSchema = z.object({ ...soldProduct, quantity: z.number().int() });

export const getOrderRequest = z.object({ orderid: orderId });
export const getOrderData = z.object({
  order: orderCardSchema.extend({ orderitems: z.array(orderItemSchema), extraitems: z.array(extraItemSchema), receiptfile: z.string().nullable() }),
  events: z.array(orderEventSchema),
});

const scheduleId = text().trim().min(1, 'Please select flight.').max(60);

/** updateorder: the shopper's cancel and flight change (storefront section 4). */
export const updateOrderRequest = z.discriminatedUnion('actiontype', [
  z.object({ actiontype: z.literal('CANCELORDER'), orderid: orderId }),
  z.object({ actiontype: z.literal('UPDATESCHEDULE'), orderid: orderId, fromscheduleid: scheduleId, toscheduleid: scheduleId }),
]);

/** processtransaction: opens (or ends) the gateway step of a cancel or check-out on one order. */
export const processTransactionRequest = z.object({
  orderid: orderId,
  transactiontype: z.enum(['STARTTRANSACTION', 'ENDTRANSACTION'], 'Please choose a valid transaction type.'),
  actiontype: z.enum(['CANCELORDER', 'CHECKOUTORDER', 'FORCECHECKOUTORDER', 'REFUNDORDER'], 'Please choose a valid action.'),
});

/** processcard MODIFYTRANSACTION: 1 capture, 2 refund, 3 reversal (fac-gateway.md), amount in dollars. */
export const modifyTransactionRequest = z.object({
  action: z.literal('MODIFYTRANSACTION'),
  orderid: orderId,
  modificationtype: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Please choose a valid modification.'),
  amount: z.number().positive('Amount must be above 0.').max(1_000_000),
});
export const modifyTransactionData = z.object({
  orderid: z.string(),
  modificationtype: z.number().int(),
  amount: z.number(),
  reasoncode: z.number().int(),
  reasondescription: z.string(),
});

/** An item the guest adds at the counter on check-out (back office section 3, extra order item). */
export const extraOrderItem = z.object({
  productid: int4().positive(),
  quantity: int4().min(1, 'Quantity must be at least 1.').max(1000),
  vendorid: text().max(20).optional(),
  productname: text().max(200).optional(),
  unitcost: z.number().nonnegative().optional(),
  taxrate: z.number().nullable().optional(),
});

/** The card of an order payment (charge) or, for refunds, the card the money goes back to (last 4 digits only). */
export const counterCardSchema = z.union([
  creditCardSchema,
  z.object({
    cardtype: text().trim().min(1, 'Card Type is required.').toUpperCase().pipe(z.enum(['VISA', 'MASTERCARD'], 'Card Type is required.')),
    cardholder: text().trim().min(1, 'Card Holder is required.').max(60),
    cardnumber: text().trim().min(1, 'Card Number is required.').regex(/^\d{4}$/, 'Card Number must be the last 4 digits.'),
    authorizationnumber: text().trim().min(1, 'Authorization Number is required.').max(20),
  }),
]);

/** processorder: the staff actions of back office 4.1 (ordereditems carry the applied quantities). */
export const processOrderRequest = z.object({
  orderid: orderId,
  processaction: z.enum(processActions, 'Please choose a valid action.'),
  ordereditems: z
    .array(z.object({ orderitemid: int4(), orderedquantity: int4().min(0), processedquantity: int4().min(0) }))
    .max(200)
    .default([]),
  assignto: text().trim().max(60).optional(),
  /** The store whose part moves, when the caller's scope holds several (a lounge checking in one store's goods). */
  vendorid: text().trim().max(20).optional(),
  email: text().trim().max(120).optional(),
  /** Check-out: items added at the counter. */
  extraOrder: z.array(extraOrderItem).max(50).default([]),
  /** The guest's signature: a PNG data URL (check-out only). */
  signature: text().max(400_000).optional(),
  /** The final amount (check-out) or the refund amount, dollars with 2 decimals. */
  amount: wireAmount.optional(),
  /** Cash: the currency taken or paid out and its units per US dollar, as the currencies table gives it. */
  currencycode: text().trim().toUpperCase().max(3).optional(),
  exchangerate: z.number().positive().optional(),
  paymentMethod: z.enum(['cash', 'card'], 'Please choose Cash or Card.').optional(),
  creditcard: counterCardSchema.optional(),
  /** Check-out by card above the deposit: the card hold holdrest made through 3-D Secure (back office 4.8). */
  transactionid: text().trim().min(1).max(60).optional(),
  /** Check-out of an order holding alcohol or tobacco: Y when the staff member saw ID showing 18+ (decision 0130). */
  idseen: yn.optional(),
});

/**
 * holdrest: the part of a check-out's final amount the deposit does not cover, held on the guest's card through
 * 3-D Secure in the popup (back office 4.5 and 4.8); the check-out (processorder with transactionid) captures it.
 */
export const holdRestRequest = processOrderRequest.pick({ orderid: true, ordereditems: true, extraOrder: true, amount: true, idseen: true }).extend({
  processaction: z.enum(['CHECKOUTORDER', 'FORCECHECKOUTORDER'], 'Please choose a valid action.'),
  creditcard: creditCardSchema,
});
export const holdRestData = z.object({
  orderid: z.string(),
  transactionid: z.string(),
  /** What is held: the amount still due, dollars. */
  amount: z.number(),
  /** The gateway's 3-D Secure page (the specification's field); empty when the card needed none and is already held. */
  html: z.string(),
  /** Where the popup opens that page, once, under its own policy (docs/decisions/0095); empty with no page. */
  url: z.string(),
});

/** processorder's answer: the message, and for check-out, refund and cancel the new receipt's file name. */
export const processOrderData = z.object({ message: z.string(), filename: z.string().optional() });

/** processcard: the status of a payment attempt (checkout) or a card modification of an order. */
export const processCardRequest = z.discriminatedUnion('action', [transactionStatusRequest, modifyTransactionRequest]);
export const processCardData = z.union([transactionStatusData, modifyTransactionData]);

/** getordercounts: how many orders wait in each queue the caller may open (the dashboard's badges). */
export const getOrderCountsData = z.object({ counts: z.record(z.string(), z.number().int()) });

/** getdeliveryslip: the PDF delivery slip of a part on its way (WIP), a file answer (docs/decisions/0025). */
export const getDeliverySlipRequest = z.object({ orderid: orderId, vendorid: text().trim().max(20).optional() });
