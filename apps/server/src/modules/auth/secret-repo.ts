import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { serverSecrets } from '../../db/schema/security.js';

/** A secret every server process shares: the first to ask makes it, the others read the same one. */
export async function sharedSecret(db: Conn, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!rows[0]) throw new Error(`secret ${name} missing`);
  return rows[0].value;
}
