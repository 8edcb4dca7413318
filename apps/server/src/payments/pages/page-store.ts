import { and, eq, gt, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { gatewayPages } from '../../db/schema/gateway-pages.js';
import { newPageToken, seal, tokenHash, unseal } from './seal.js';

/** Where the shopper's popup opens a stored gateway page: `${GATEWAY_PAGE_PATH}/<token>`. */
export const GATEWAY_PAGE_PATH = '/payments/3ds';

export interface StoredPage {
  gatewayOrderId: string;
  html: string;
}

/**
 * Keeps the gateway's 3-D Secure page of one payment attempt until `expiresAt` (the hold's end) and gives the
 * address the shopper's popup opens it at, once. Expired pages of earlier attempts are dropped here.
 */
export async function storeGatewayPage(db: Conn, page: StoredPage & { expiresAt: Date; now: Date }): Promise<string> {
  const token = newPageToken();
  // One statement for both: it is one of a card payment's few dozen, on every holdfunds.
  const now = page.now.toISOString();
  await db.execute(sql`
    with gone as (delete from ${gatewayPages} where ${gatewayPages.expiresAt} < ${now}::timestamptz)
    insert into ${gatewayPages} (token_hash, gateway_order_id, sealed, expires_at, created_at)
    values (${tokenHash(token)}, ${page.gatewayOrderId}, ${seal(token, page.html)}, ${page.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz)`);
  return `${GATEWAY_PAGE_PATH}/${token}`;
}

/** The page behind `token`, taken out for good (a second request finds nothing); undefined when unknown or expired. */
export async function takeGatewayPage(db: Conn, token: string, now: Date): Promise<StoredPage | undefined> {
  const [row] = await db.delete(gatewayPages).where(eq(gatewayPages.tokenHash, tokenHash(token))).returning();
  if (!row || row.expiresAt <= now) return undefined;
  const html = unseal(token, row.sealed);
  return html === null ? undefined : { gatewayOrderId: row.gatewayOrderId, html };
}

/** Whether the page behind `token` is still there to be opened (the window's frame asks before framing it). */
export async function pageWaiting(db: Conn, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: gatewayPages.tokenHash })
    .from(gatewayPages)
    .where(and(eq(gatewayPages.tokenHash, tokenHash(token)), gt(gatewayPages.expiresAt, now)));
  return rows.length > 0;
}
