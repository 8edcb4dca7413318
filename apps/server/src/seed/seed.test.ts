import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { documentNames } from '@shop/contracts/catalogue';
import { startShop, type TestShop } from '../test/harness.js';
import { categories, products, stickers, vendorMasters, vendors } from '../db/schema/catalogue.js';
import { assets, banners, currencies, documents, priceList } from '../db/schema/content.js';
import { airlines, flights } from '../db/schema/flights.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const picture = (kind: string, id: string | number) => readFile(path.join(shop.config.mediaDir, kind, `${id}.svg`), 'utf8');

describe('demo catalogue', () => {
  it('has enough categories and active products to shop from', async () => {
    const cats = await shop.db.select().from(categories);
    const all = await shop.db.select().from(products);
    expect(cats.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((p) => p.status === 'A').length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((p) => p.productreferenceid)).size).toBe(all.length);
    const stores = new Set(all.map((p) => p.vendorid));
    expect(stores).toEqual(new Set((await shop.db.select().from(vendors)).map((v) => v.vendorid)));
  });

  it('groups sizes into at least ten families that share brand, category and store with their root', async () => {
    const all = await shop.db.select().from(products);
    const byId = new Map(all.map((p) => [p.productid, p]));
    const sizes = all.filter((p) => p.parentproductid !== null);
    expect(new Set(sizes.map((p) => p.parentproductid)).size).toBeGreaterThanOrEqual(10);
    for (const size of sizes) {
      const root = byId.get(size.parentproductid!);
      expect(root, size.productname).toBeDefined();
      expect(root!.parentproductid).toBeNull();
      expect([size.brand, size.categoryid, size.vendorid]).toEqual([root!.brand, root!.categoryid, root!.vendorid]);
      expect(size.productname).not.toBe(root!.productname);
    }
  });

  it('prices like a duty-free shop: some reductions, taxed lounge services, low and empty stock', async () => {
    const all = (await shop.db.select().from(products)).filter((p) => p.status === 'A');
    const reduced = all.filter((p) => p.msrpCents !== null);
    expect(reduced.every((p) => p.msrpCents! > p.unitcostCents)).toBe(true);
    expect(reduced.length / all.length).toBeGreaterThan(0.2);
    expect(new Set(all.map((p) => p.taxrateBp))).toEqual(new Set([0, 1500, 1650]));
    expect(all.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.quantity > 0 && p.quantity <= p.noticequantity).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((p) => p.stickerid).length).toBeGreaterThanOrEqual(20);
  });
});

describe('demo pictures', () => {
  it('draws a picture for every product, category, vendor, sticker and banner', async () => {
    const wanted: [string, (string | number)[]][] = [
      ['product', (await shop.db.select().from(products)).map((p) => p.productreferenceid)],
      ['category', (await shop.db.select().from(categories)).map((c) => c.categoryid)],
      ['vendor', (await shop.db.select().from(vendors)).map((v) => v.vendorid)],
      ['vendor', (await shop.db.select().from(vendorMasters)).map((v) => v.vendorid)],
      ['sticker', (await shop.db.select().from(stickers)).map((s) => s.stickerid)],
      ['banner', (await shop.db.select().from(banners)).map((b) => b.bannerid)],
    ];
    for (const [kind, ids] of wanted) {
      const files = new Set(await readdir(path.join(shop.config.mediaDir, kind)));
      for (const id of ids) expect(files.has(`${id}.svg`), `${kind}/${id}.svg`).toBe(true);
    }
  });

  it('writes well-formed SVG at the sizes the web app reserves', async () => {
    const sizes: Record<string, string> = { product: '600x600', category: '600x400', vendor: '800x400', sticker: '160x160' };
    for (const [kind, size] of Object.entries(sizes)) {
      for (const file of await readdir(path.join(shop.config.mediaDir, kind))) {
        const svg = await picture(kind, file.replace('.svg', ''));
        expect(XMLValidator.validate(svg), `${kind}/${file}`).toBe(true);
        expect(svg, `${kind}/${file}`).toContain(`viewBox="0 0 ${size.replace('x', ' ')}"`);
      }
    }
    const bannerSize = { 'MAIN-VENDOR': '1600 600', 'MAIN-PRODUCT': '1600 600', 'MAIN-URL': '1600 600', DETAIL: '800 500', AD: '1200 300' };
    for (const b of await shop.db.select().from(banners)) {
      const svg = await picture('banner', b.bannerid);
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${bannerSize[b.bannertype as keyof typeof bannerSize]}"`);
    }
  });

  it('draws no words into the pictures the shop shows beside their names and banners\' words', async () => {
    for (const kind of ['product', 'category', 'vendor', 'banner']) {
      for (const file of await readdir(path.join(shop.config.mediaDir, kind))) {
        expect(await picture(kind, file.replace('.svg', '')), `${kind}/${file}`).not.toMatch(/<text[\s>]/);
      }
    }
  });
});

describe('demo content', () => {
  it('has SIA departure banners of every type, each linking to something that exists', async () => {
    const rows = await shop.db.select().from(banners);
    const count = (type: string) => rows.filter((b) => b.bannertype === type).length;
    expect([count('MAIN-VENDOR') >= 3, count('MAIN-PRODUCT') >= 2, count('MAIN-URL') >= 1, count('DETAIL') >= 3, count('AD') >= 2]).toEqual([true, true, true, true, true]);
    const storeIds = new Set((await shop.db.select().from(vendors)).map((v) => v.vendorid));
    const productIds = new Set((await shop.db.select().from(products)).map((p) => String(p.productid)));
    const docNames = new Set((await shop.db.select().from(documents)).map((d) => d.name));
    for (const b of rows) {
      expect([b.airportid, b.direction]).toEqual(['SIA', 'D']);
      if (b.bannertype === 'MAIN-VENDOR') expect(storeIds.has(b.linkid!)).toBe(true);
      if (b.bannertype === 'MAIN-PRODUCT') expect(productIds.has(b.linkid!)).toBe(true);
      if (b.bannertype === 'MAIN-URL') expect(docNames.has(b.linkid!)).toBe(true);
    }
  });

  it('has all ten documents with real content', async () => {
    const docs = new Map((await shop.db.select().from(documents)).map((d) => [d.name, d]));
    for (const name of documentNames) {
      expect(docs.get(name)?.html.length ?? 0, name).toBeGreaterThan(1000);
      expect(docs.get(name)?.html, name).toMatch(/^<h2>/);
    }
  });

  it('has currencies, assets and the JAM lounge price list', async () => {
    expect((await shop.db.select().from(currencies)).map((c) => c.currencycode).sort()).toEqual(['JMD', 'USD']);
    expect((await shop.db.select().from(assets)).length).toBe(3);
    const prices = await shop.db.select().from(priceList);
    expect(prices.find((p) => p.productid === 'DEPARTURELOUNGE')).toMatchObject({ market: 'JAM', adultCents: 4500, childCents: 2500 });
  });

  it('has flights for every airport and direction on every day of the week', async () => {
    const known = new Set((await shop.db.select().from(airlines)).map((a) => a.airlineid));
    expect(known.size).toBeGreaterThanOrEqual(10);
    const rows = await shop.db.select().from(flights);
    for (const airportid of ['SIA', 'NMIA']) {
      for (const direction of ['A', 'D']) {
        const here = rows.filter((f) => f.airportid === airportid && f.direction === direction);
        for (const day of '1234567') {
          expect(here.filter((f) => f.days.includes(day)).length, `${airportid} ${direction} day ${day}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
    expect(rows.every((f) => known.has(f.airlineid) && /^\d\d:\d\d$/.test(f.time) && f.flightid.startsWith(`${f.airlineid} `))).toBe(true);
  });
});
