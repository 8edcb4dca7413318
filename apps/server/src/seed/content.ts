import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';
import { assets, banners, currencies, documents, priceList } from '../db/schema/content.js';
import { airlines, flights } from '../db/schema/flights.js';
import { adBannerPicture, detailBannerPicture, mainBannerPicture, type BannerArt } from './art/banner-pictures.js';
import { palettes } from './art/palettes.js';
import { productArt, storeArts } from './catalogue-pictures.js';
import { bannerSeeds, type BannerSeed } from './data/banners.js';
import { aboutDocuments } from './data/documents/about.js';
import { customsDocuments } from './data/documents/customs.js';
import { helpDocuments } from './data/documents/help.js';
import { legalDocuments } from './data/documents/legal.js';
import { paymentDocuments } from './data/documents/payment.js';
import { airlineRows, flightRows } from './data/flights.js';
import { productByRef } from './data/products.js';
import { assetRows, currencyRows, priceListRows } from './data/reference.js';
import { writeMedia } from './media-files.js';
import { sanitizeDocument } from '../modules/content/sanitize.js';
import { vendorRows } from './stores.js';

function bannerArt(b: BannerSeed): BannerArt {
  const words = { title: b.title };
  if (b.look) {
    const palette = palettes[b.look.palette];
    return { ...words, arts: b.look.shapes.map((shape, i) => ({ shape, palette, tint: b.look?.tints?.[i] })) };
  }
  if (b.type === 'MAIN-PRODUCT') {
    const { root } = productByRef(b.link!);
    return { ...words, arts: [productArt(root)] };
  }
  const store = vendorRows.find((v) => v.vendorid === b.link)!;
  return { ...words, arts: storeArts(store.vendorid) };
}

const draw = (b: BannerSeed) =>
  b.type.startsWith('MAIN-') ? mainBannerPicture(bannerArt(b)) : b.type === 'DETAIL' ? detailBannerPicture(bannerArt(b)) : adBannerPicture(bannerArt(b));

/** Banners, documents, currencies, reports, assets, lounge prices, airlines and flights. */
export async function seedContent(tx: Tx, mediaDir: string) {
  await tx.insert(currencies).values(currencyRows);
  await tx.insert(assets).values(assetRows);
  await tx.insert(priceList).values(priceListRows);
  await tx.insert(airlines).values(airlineRows);
  await tx.insert(flights).values(flightRows());
  const docs = [...helpDocuments, ...aboutDocuments, ...customsDocuments, ...paymentDocuments, ...legalDocuments];
  await tx.insert(documents).values(docs.map((d) => ({ ...d, html: sanitizeDocument(d.html) })));

  // A product banner links by productid, which only the catalogue insert just made known.
  const refs = bannerSeeds.filter((b) => b.type === 'MAIN-PRODUCT').map((b) => b.link!);
  const found = await tx
    .select({ productid: products.productid, ref: products.productreferenceid })
    .from(products)
    .where(inArray(products.productreferenceid, refs));
  const productIds = new Map(found.map((p) => [p.ref, String(p.productid)]));
  // The carousel shows every MAIN- banner in one row, so they share one sequence.
  const sequence = new Map<string, number>();
  const rows = bannerSeeds.map((b) => {
    const group = b.type.startsWith('MAIN-') ? 'MAIN' : b.type;
    const sequenceid = (sequence.get(group) ?? 0) + 1;
    sequence.set(group, sequenceid);
    const linkid = b.type === 'MAIN-PRODUCT' ? productIds.get(b.link!) : b.link;
    return { bannertype: b.type, linkid: linkid ?? null, sequenceid, airportid: 'SIA' as const, direction: 'D' as const, title: b.title, caption: b.caption };
  });
  const inserted = await tx.insert(banners).values(rows).returning({ bannerid: banners.bannerid, title: banners.title });
  const seedOf = (title: string) => bannerSeeds.find((b) => b.title === title)!;
  await writeMedia(
    mediaDir,
    inserted.map((r) => ({ kind: 'banner' as const, id: r.bannerid, svg: draw(seedOf(r.title)) })),
  );
}
