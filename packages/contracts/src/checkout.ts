import { z } from 'zod';
import { dateOfBirth } from './age-check.js';
import { airportId, direction, int4, text, yn } from './common.js';

/** Calendar date on the wire: YYYY-MM-DD (airport local date). */
export const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD.');

/** Money sent by the client: dollars with at most 2 decimals. */
export const wireAmount = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most 2 decimals');

export const scheduleId = text().trim().min(1, 'Schedule is required.').max(80, 'Schedule must be 80 characters or fewer.');
export const orderId = text().trim().min(1, 'Order is required.').max(40, 'Order must be 40 characters or fewer.');

// ---- flight schedule -------------------------------------------------------------------------------

export const getScheduleRequest = z.object({ direction, airportid: airportId, traveldate: isoDate });

export const scheduleEntrySchema = z.object({
  /** The airline id (IATA code). */
  airline: z.string(),
  flightId: z.string(),
  scheduleId: z.string(),
  /** Local date and time of the flight, YYYY-MM-DDTHH:MM. */
  targetDate: z.string(),
  /** Local time HH:MM, the read-only flight time. */
  flighttime: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const airlineSchema = z.object({ airlineid: z.string(), description: z.string() });

export const getScheduleData = z.object({
  flightschedule: z.array(scheduleEntrySchema),
  airlines: z.array(airlineSchema),
});

export const validateScheduleIdRequest = z.object({ direction, scheduleid: scheduleId });
export const validateScheduleIdData = scheduleEntrySchema.extend({ airportid: airportId, direction });

// ---- payment gateway -------------------------------------------------------------------------------

export const getPaymentGatewayData = z.object({
  /** FAC (classic XML, 3-D Secure 1) or POWERTRANZ (JSON, EMV 3-D Secure 2): the same popup flow either way. */
  paymentgateway: z.enum(['FAC', 'POWERTRANZ']),
  currencycode: z.string(),
  transactioncode: z.number().int(),
  /** The page the 3-D Secure popup ends on; its origin is the origin of the result message. */
  redirecturl: z.string(),
});

// ---- cart reservation ------------------------------------------------------------------------------

/** A cart line as the client sends it (vendorname left out); the server prices it from its own catalogue. */
export const reservationLineSchema = z.object({
  productid: int4().positive(),
  quantityincart: int4().min(1, 'Quantity must be at least 1.').max(10000),
  unitcost: z.number().nonnegative().optional(),
  taxrate: z.number().nullable().optional(),
  vendorid: text().max(20).optional(),
  categoryid: int4().optional(),
  rootproductid: int4().optional(),
  total: z.number().optional(),
});
export type ReservationLine = z.infer<typeof reservationLineSchema>;

export const reserveCartRequest = z.object({
  source: z.literal('AIR'),
  reservation: z.object({
    direction,
    scheduleid: scheduleId,
    cart: z.array(reservationLineSchema).min(1, 'Cart is empty.').max(200),
    walkin: yn.optional().default('N'),
  }),
  /** The grand total (subtotal plus tax) the client shows, 2 decimals; must equal the server's. */
  amount: wireAmount,
  /** Y: drop the caller's open reservation and reserve afresh; N: answer the open one when the cart is the same. */
  reset: yn.optional().default('N'),
});
export type ReserveCartRequest = z.input<typeof reserveCartRequest>;

export const reserveCartData = z.object({
  orderid: z.string(),
  amount: z.number(),
  /** ISO timestamp after which the stock goes back to the shelf. */
  expiresat: z.string(),
});

export const cancelCartRequest = z.object({ orderid: orderId });
export const cancelCartData = z.object({ orderid: z.string(), message: z.string() });

// ---- card --------------------------------------------------------------------------------------------

export const cardTypes = ['visa', 'mastercard'] as const;

export const creditCardSchema = z.object({
  cardtype: text().trim().toLowerCase().pipe(z.enum(cardTypes, 'Please Enter a valid Card Number.')),
  cardholder: text()
    .min(1, 'Card Holder is Required.')
    .max(60)
    .regex(/^\S/, 'Card Holder is Required.'),
  cardnumber: text().min(1, 'Card Number is Required.').regex(/^\d{16}$/, 'Please Enter a valid Card Number.'),
  /** MMYY. */
  expirydate: text().min(1, 'Expiry Date is Required.').regex(/^(0[1-9]|1[0-2])\d{2}$/, 'Please Enter a valid Expiry Date.'),
  cvv: text().min(1, 'CVV is Required.').regex(/^\d{3}$/, 'Please Enter a valid CVV.'),
});

export const guestSchema = z.object({
  firstname: text()
    .trim()
    .min(1, 'First Name is Required.')
    .max(40)
    .regex(/^[A-Za-z ]+$/, 'First Name may contain only letters and spaces.'),
  lastname: text()
    .trim()
    .min(1, 'Last Name is Required.')
    .max(16, 'Last Name must be 16 characters or fewer.')
    .regex(/^[A-Za-z ]+$/, 'Last Name may contain only letters and spaces.'),
  email: text().trim().min(1, 'Email is required.').max(120).pipe(z.email('Please enter a valid email address.')),
  phone: text().trim().min(1, 'Phone Number is Required.').regex(/^\d{1,10}$/, 'Phone Number may contain up to 10 digits.'),
});
export type Guest = z.infer<typeof guestSchema>;

export const holdFundsRequest = z.object({
  orderid: orderId,
  transactioncode: z.literal(0),
  amount: wireAmount,
  creditcard: creditCardSchema,
  /** Who pays, as on the guest step: PowerTranz sends it to the issuer for 3-D Secure 2; FAC ignores it. */
  guest: guestSchema.optional(),
  /** Walk-in sale of alcohol or tobacco: Y when the lounge operator saw ID showing 18+; nothing is held without it. */
  idseen: yn.optional(),
});
export const holdFundsData = z.object({
  orderid: z.string(),
  amount: z.number(),
  /** The gateway's 3-D Secure page, as the specification's field carries it; the shop's app opens `url` instead. */
  html: z.string(),
  /**
   * Where the popup opens that page: a one-time address of the shop that answers it once, to this payment,
   * until the hold ends, under a policy of its own (docs/decisions/0095).
   */
  url: z.string(),
});

export const transactionStatusRequest = z.object({ action: z.literal('TRANSACTIONSTATUS'), orderid: orderId });
export const transactionStatusData = z.object({
  orderid: z.string(),
  /** FAC response code: 1 approved, 2 declined, 3 error or none yet. */
  responsecode: z.number().int(),
  /** FAC reason code: 1 approved; 999 no answer yet (pending). */
  reasoncode: z.number().int(),
  reasondescription: z.string(),
  /** The authorised amount in dollars (0 when nothing is authorised). */
  amount: z.number(),
  authorizationnumber: z.string(),
  originalresponsecode: z.string(),
  /** Masked: only the last 4 digits show. */
  cardnumber: z.string(),
  referencenumber: z.string(),
});

// ---- confirmation ------------------------------------------------------------------------------------


/** The guest of a walk-in sale whose operator skipped the guest step (back office 6); NA opens the receipt's e-mail prompt (5.5). */
export const walkInGuest: Guest = { firstname: 'Walk-in', lastname: 'Guest', email: 'NA', phone: '' };

export const confirmCartRequest = z.object({
  orderid: orderId,
  direction,
  scheduleid: scheduleId,
  /** Required, except on a walk-in sale whose guest step was skipped. */
  guest: guestSchema.optional(),
  cart: z.array(reservationLineSchema).min(1, 'Cart is empty.').max(200),
  payment: z.object({
    paymentmethod: z.literal('CC').optional().default('CC'),
    /** 0 for a hold (8 after a charge). */
    transactioncode: z.union([z.literal(0), z.literal(8)]).optional().default(0),
    cardtype: text().max(20).optional(),
    cardholder: text().max(60).optional(),
    /** Only the last 4 digits are ever sent on a confirmed charge. */
    cardnumber: text().regex(/^\d{4}$/, 'Card number must be the last 4 digits only.').optional(),
    amount: wireAmount,
  }),
  walkin: yn.optional().default('N'),
  signature: text().max(500000).optional(),
  /** Walk-in sales at the lounge counter: paid in cash (any currency of the table) or by card. */
  paymentMethod: z.enum(['cash', 'creditcard'], 'Please choose Cash or Card.').optional().default('creditcard'),
  currencycode: text().trim().toUpperCase().max(3).optional(),
  exchangerate: z.number().positive().optional(),
  /** The buyer's date of birth (YYYY-MM-DD) when the cart holds alcohol or tobacco (decision 0130). */
  dateofbirth: dateOfBirth.optional(),
  /** Walk-in sale of alcohol or tobacco: Y when the lounge operator saw ID showing 18+. */
  idseen: yn.optional().default('N'),
});
export const confirmCartData = z.object({
  orderid: z.string(),
  confirmationnumber: z.string(),
  /** The PDF receipt: fetch it with getreceipt { filename }. */
  filename: z.string(),
});

export const getReceiptRequest = z.object({
  filename: text().trim().min(1, 'File name is required.').max(120).regex(/^[A-Za-z0-9-]+\.pdf$/, 'File name must be a receipt file name.'),
});


/** What the 3-D Secure popup posts to its opener (window.postMessage, target origin = the shop's origin). */
export interface ThreeDSResultMessage {
  type: 'fac-3ds-result';
  orderid: string;
  responsecode: number;
  reasoncode: number;
  reasondescription: string;
}

export const AMOUNT_MISMATCH_MESSAGE = 'The amount authorized does not match with the amount, please contact support.';
export const WINDOW_CLOSED_REASON = 'Window is closed';
export const PENDING_REASON_CODE = 999;
export const RESERVATION_MINUTES = 15;
