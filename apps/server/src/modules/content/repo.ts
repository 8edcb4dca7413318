import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { assets, banners, currencies, documents } from '../../db/schema/content.js';

export async function listBanners(db: Conn) {
  return db
    .select({
      bannerid: banners.bannerid,
      bannertype: banners.bannertype,
      linkid: banners.linkid,
      sequenceid: banners.sequenceid,
      airportid: banners.airportid,
      direction: banners.direction,
      title: banners.title,
      caption: banners.caption,
    })
    .from(banners)
    .where(eq(banners.status, 'A'))
    .orderBy(asc(banners.sequenceid), asc(banners.bannerid));
}

export async function listCurrencies(db: Conn) {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.currencycode));
  return rows.map((c) => ({ currencycode: c.currencycode, description: c.description, exchangerate: c.exchangerate, setat: c.setAt.toISOString() }));
}
export const listAssets = (db: Conn) => db.select().from(assets).orderBy(asc(assets.assettype));

export async function findDocument(db: Conn, name: string) {
  const rows = await db.select().from(documents).where(eq(documents.name, name)).limit(1);
  return rows[0];
}
