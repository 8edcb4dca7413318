import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceList } from '../../db/schema/content.js';
import { notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { findDocument } from './repo.js';
import { sanitizeDocument } from './sanitize.js';

/** One document's HTML by name (faqs, aboutus, ..., or a banner page). */
export async function getDocument(db: Db, name: string) {
  const doc = await findDocument(db, name.toLowerCase());
  if (!doc) throw notFound(`The page ${name} was not found.`);
  // Cleaned again on the way out: a row written around the seed (a script, an old import) is cleaned too.
  return { document: doc.name, title: doc.title, html: sanitizeDocument(doc.html) };
}

/** Lounge prices per market, adult and child, in USD. */
export async function getMarkets(db: Db) {
  const rows = await db.select().from(priceList).orderBy(asc(priceList.market), asc(priceList.productid));
  const markets = [...new Set(rows.map((r) => r.market))];
  return {
    markets: markets.map((market) => ({
      market,
      currencycode: 'USD',
      pricelist: rows
        .filter((r) => r.market === market)
        .map((r) => ({
          productid: r.productid,
          description: r.description,
          adultprice: toDollars(r.adultCents),
          childprice: toDollars(r.childCents),
        })),
    })),
  };
}
