import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local FAC sandbox's own transactions (payments/fac/sandbox, docs/decisions/0021): what a real gateway
 * would keep on its side. Never read by the shop's own services. No card number or CVV, only the masked card.
 */
export const facSandboxTransactions = pgTable(
  'fac_sandbox_transactions',
  {
    merchantId: text('merchant_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** PENDING_3DS, AUTHORIZED, CAPTURED, REVERSED, REFUNDED, DECLINED, FAILED. */
    state: text('state').notNull(),
    /** What the card decides once 3-D Secure passes: approve, decline, error (test card table). */
    cardOutcome: text('card_outcome').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    authorizedCents: bigint('authorized_cents', { mode: 'number' }).notNull().default(0),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    maskedCard: text('masked_card').notNull(),
    cvv2Result: text('cvv2_result').notNull(),
    customData: text('custom_data').notNull().default(''),
    /** Authorize3DS only: where the ACS page posts the result, and the ACS page's unguessable key. */
    responseUrl: text('response_url'),
    acsToken: text('acs_token').unique(),
    responseCode: text('response_code').notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonDescription: text('reason_description').notNull(),
    authCode: text('auth_code').notNull().default(''),
    referenceNumber: text('reference_number').notNull(),
    originalResponseCode: text('original_response_code').notNull().default(''),
    authenticationResult: text('authentication_result').notNull().default(''),
    /** The ECI a full authentication gives this card's brand: Visa 05, Mastercard 02. */
    eci: text('eci').notNull().default(''),
    /** A fault injected into Authorize3DS that shows at the 3-D Secure result: decline or signature. */
    injectedFault: text('injected_fault').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.orderNumber] }), index('fac_sandbox_transactions_created_idx').on(t.createdAt)],
);
