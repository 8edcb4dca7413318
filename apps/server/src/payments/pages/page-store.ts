import { and, eq, gt, lt } from 'drizzle-orm';
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
  await db.delete(gatewayPages).where(lt(gatewayPages.expiresAt, page.now));
  await db.insert(gatewayPages).values({
    tokenHash: tokenHash(token),
    gatewayOrderId: page.gatewayOrderId,
    sealed: seal(token, page.html),
    expiresAt: page.expiresAt,
    createdAt: page.now,
  });
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
