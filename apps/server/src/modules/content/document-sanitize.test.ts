import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/content.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { sanitizeDocument } from './sanitize.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const hostile =
  '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><form action="https://evil.example"><input name="card"></form>' +
  '<div style="position:fixed;inset:0">overlay</div><a href="javascript:alert(1)">x</a><a href="/AboutPayment" onmouseover="x()">ok</a>' +
  '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';

describe('document sanitizing', () => {
  it('removes scripts, forms, overlays, frames and event handlers and keeps the text and safe links', () => {
    const clean = sanitizeDocument(hostile);
    for (const bad of ['<script', 'alert', '<form', '<input', 'style=', 'position:fixed', 'javascript:', 'onmouseover', 'onerror', '<iframe', '<style', 'onclick', '<img']) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<a href="/AboutPayment">ok</a>');
  });

  it('serves a stored document cleaned even when the row itself was not', async () => {
    await shop.db.insert(documents).values({ name: 'hostile-page', title: 'Hostile', html: hostile });
    const res = await shop.call('getdocument', { document: 'hostile-page' }, await shop.guest());
    expect(res.data.html).toBe(sanitizeDocument(hostile));
  });

  it('stores the seeded documents already clean', async () => {
    for (const doc of await shop.db.select().from(documents)) {
      if (doc.name === 'hostile-page') continue;
      expect(doc.html, doc.name).toBe(sanitizeDocument(doc.html));
    }
  });
});
