import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import { orderSignatures } from '../../db/schema/counter.js';
import { AppError } from '../../lib/app-error.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a `data:image/png;base64,...` signature; refuses anything that is not a PNG. */
export function signaturePng(dataUrl: string): Buffer {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl.trim());
  const bytes = m ? Buffer.from(m[1]!, 'base64') : Buffer.alloc(0);
  if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new AppError(Status.INVALID_REQUEST, 'The signature must be a PNG image.');
  return bytes;
}

/** Keeps the guest's signature with the order (the latest one wins). */
export async function saveSignature(tx: Conn, orderid: string, png: Buffer, who: string, at: Date) {
  await tx
    .insert(orderSignatures)
    .values({ orderid, png, who, at })
    .onConflictDoUpdate({ target: orderSignatures.orderid, set: { png, who, at } });
}

export async function signatureOf(db: Conn, orderid: string): Promise<Buffer | null> {
  const rows = await db.select({ png: orderSignatures.png }).from(orderSignatures).where(eq(orderSignatures.orderid, orderid)).limit(1);
  return rows[0]?.png ?? null;
}
