import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The gateway's 3-D Secure page of one payment attempt, waiting for the shopper's popup to open it once
 * (payments/pages, docs/decisions/0095). Keyed by a hash of the one-time token the shopper was given; the page
 * is sealed with a key derived from that token, which the shop does not keep, so a row is unreadable without
 * the shopper's link. Deleted when it is served; expired rows are deleted by the next page stored.
 */
export const gatewayPages = pgTable(
  'gateway_pages',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The payment attempt's gateway order number (FAC OrderNumber, PowerTranz TransactionIdentifier). */
    gatewayOrderId: text('gateway_order_id').notNull(),
    /** base64 of iv (12 bytes), tag (16 bytes) and the AES-256-GCM ciphertext of the page. */
    sealed: text('sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gateway_pages_expires_idx').on(t.expiresAt)],
);
