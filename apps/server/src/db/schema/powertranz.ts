import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own record of each PowerTranz payment attempt (payments/powertranz, docs/decisions/0090): the
 * SpiToken spi/auth gave, where completion stands, and the answer that counts (spi/payment's). PowerTranz has
 * no status call, so TRANSACTIONSTATUS reads this. Keyed by the attempt's TransactionIdentifier (a GUID, the
 * payment attempt's gateway_order_id). No card number or CVV.
 */
export const powertranzAttempts = pgTable(
  'powertranz_attempts',
  {
    transactionIdentifier: text('transaction_identifier').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    spiToken: text('spi_token').notNull().default(''),
    /** STARTED (token issued), COMPLETING (spi/payment sent), APPROVED, DECLINED, FAILED, UNKNOWN (answer lost). */
    state: text('state', { enum: ['STARTED', 'COMPLETING', 'APPROVED', 'DECLINED', 'FAILED', 'UNKNOWN'] }).notNull(),
    /** The normalised GatewayResult of a final state, as JSON. */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('powertranz_attempts_state_idx').on(t.state)],
);

/**
 * The local PowerTranz sandbox's own transactions (payments/powertranz/sandbox, docs/decisions/0091): what the
 * real gateway keeps on its side. Never read by the shop's services. Only the masked card is kept.
 */
export const powertranzSandboxTransactions = pgTable(
  'powertranz_sandbox_transactions',
  {
    transactionIdentifier: text('transaction_identifier').primaryKey(),
    powertranzId: text('powertranz_id').notNull(),
    /** 1 auth (hold), 2 sale. */
    transactionType: integer('transaction_type').notNull(),
    /** PENDING_3DS, AUTHENTICATED, AUTH_FAILED, AUTHORIZED, DECLINED, VOIDED, EXPIRED. */
    state: text('state').notNull(),
    /** The test card's row (sandbox/test-cards.ts), e.g. challenge-Y-00. */
    cardKey: text('card_key').notNull(),
    orderIdentifier: text('order_identifier').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    authorizedCents: bigint('authorized_cents', { mode: 'number' }).notNull().default(0),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    cardBrand: text('card_brand').notNull(),
    cardSuffix: text('card_suffix').notNull(),
    spiToken: text('spi_token').notNull().unique(),
    responseUrl: text('response_url').notNull(),
    /** 3-D Secure: Y, A, N, R, U once decided; the wrong challenge passwords so far. */
    authenticationStatus: text('authentication_status').notNull().default(''),
    challengeTries: integer('challenge_tries').notNull().default(0),
    isoResponseCode: text('iso_response_code').notNull().default('SP4'),
    authorizationCode: text('authorization_code').notNull().default(''),
    rrn: text('rrn').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('powertranz_sandbox_transactions_created_idx').on(t.createdAt)],
);
