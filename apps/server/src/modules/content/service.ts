import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { findDocument, listPrices } from './repo.js';

/** One document's HTML by name (faqs, aboutus, ..., or a banner page). */
export async function getDocument(db: Db, name: string) {
  const doc = await findDocument(db, name.toLowerCase());
  if (!doc) throw notFound(`The page ${name} was not found.`);
  return { document: doc.name, title: doc.title, html: doc.html };
}

/** Lounge prices per market, adult and child, in USD. */
export async function getMarkets(db: Db) {
  const rows = await listPrices(db);
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
