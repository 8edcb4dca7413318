import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAnswerCompression } from '../lib/compression.js';
import type { Banner } from '@shop/contracts/catalogue';
import { registerWebApp } from './static.js';

let dist: string;
let app: FastifyInstance;
const entry = `console.log(${JSON.stringify('shop '.repeat(400))});`;
const html = `<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"><!--first-view--></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
const hero: Banner = { bannerid: 7, bannertype: 'MAIN-VENDOR', linkid: 'SIADRUM', sequenceid: 1, airportid: 'SIA', direction: 'D', title: 'Rum & "spice"', caption: '<b>20%</b> off' };

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), entry);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(entry));
  await writeFile(path.join(dist, 'assets/home-page-def456.js'), 'export default 1;');
  await writeFile(path.join(dist, 'assets/home-page-def456.css'), '.a{}');
  const manifest = {
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'src/features/catalogue/pages/home-page.tsx': { file: 'assets/home-page-def456.js', css: ['assets/home-page-def456.css'], imports: ['index.html'] },
    // The cart page and the footer merged into their code's chunks: named by page-chunks.json, not by a key.
    '_page-cart-aaa111.js': { file: 'assets/page-cart-aaa111.js', imports: ['index.html', '_page-common-bbb222.js'], css: ['assets/page-cart-aaa111.css'] },
    '_page-common-bbb222.js': { file: 'assets/page-common-bbb222.js', imports: ['index.html'] },
    'src/start-app.js': { file: 'assets/start-app-ccc333.js' },
  };
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const pageChunks = { 'src/features/cart/pages/cart-page.tsx': 'assets/page-cart-aaa111.js', 'src/app/footer.tsx': 'assets/page-common-bbb222.js' };
  await writeFile(path.join(dist, '.vite/page-chunks.json'), JSON.stringify(pageChunks));
  app = Fastify();
  registerAnswerCompression(app);
  await registerWebApp(app, { webDist: dist, heroBanner: async () => hero });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the web app files', () => {
  it('sends a hashed script as the brotli or gzip file the build made, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entry);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry);
  });

  it('revalidates files without a hash in their name', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers.etag).toBeTruthy();
  });

  it('answers a missing hashed file with 404, not the page', async () => {
    const res = await get('/assets/index-gone99.js');
    expect(res.statusCode).toBe(404);
  });
});

describe('the page (index.html)', () => {
  it('is revalidated on every visit with an ETag, compressed, and answers 304 when unchanged', async () => {
    const res = await get('/store/products', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    const again = await get('/store/products', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('hints the first banner picture with high priority and the home route on /', async () => {
    const home = await get('/');
    expect(home.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/banner/7">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-def456.js">');
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-page-def456.css">');
    // The entry is already in the page (named to the starter); it is not hinted twice.
    expect(home.body.match(/index-abc123\.js/g)).toHaveLength(1);
    const cart = await get('/cart');
    expect(cart.body).not.toContain('/media/banner/');
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-cart-aaa111.js">');
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-common-bbb222.js">');
    expect(cart.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/page-cart-aaa111.css">');
    expect(cart.headers.etag).not.toBe(home.headers.etag);
  });

  it('draws the first offer into / and starts the app from the starter once it is on the screen', async () => {
    const home = (await get('/')).body;
    const view = home.slice(home.indexOf('<div id="root">'), home.indexOf('<!-- pad -->'));
    // The picture, and the words escaped as text: a banner's title cannot write markup into the page.
    expect(view).toContain('<img src="/media/banner/7" alt="" fetchpriority="high" decoding="async">');
    expect(view).toContain('<span class="hero-title">Rum &amp; &quot;spice&quot;</span><span class="hero-caption">&lt;b&gt;20%&lt;/b&gt; off</span>');
    expect(view).toContain('<span class="hero-cta" aria-hidden="true">Shop now</span>');
    expect(view).not.toContain('<b>');
    // The banner rides along for the app, as JSON in an attribute it cannot break out of.
    const data = /data-banner="([^"]*)"/.exec(view)?.[1] ?? '';
    expect(JSON.parse(data.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&'))).toEqual(hero);
    expect(home).toContain('<script type="module" crossorigin src="/assets/start-app-ccc333.js" data-app="/assets/index-abc123.js"></script>');
    expect(home).not.toContain('<!--first-view-->');
    // A page whose state the browser holds, where the app's flag says it kept a view (0061), is started by
    // the starter too, with nothing drawn by the server.
    for (const cookie of ['kept-view=1', 'theme=dark; kept-view=1', 'kept-view=1; a=b']) {
      const cart = (await get('/cart', { cookie })).body;
      expect(cart).toContain('<script type="module" crossorigin src="/assets/start-app-ccc333.js" data-app="/assets/index-abc123.js"></script>');
      expect(cart).not.toContain('data-first-view');
      expect(cart).not.toContain('<!--first-view-->');
    }
    // Every other page, and that one with nothing kept, keeps its app script and draws nothing ahead of it.
    const plain = [['/cart', ''], ['/cart', 'kept-view='], ['/cart', 'not-kept-view=1'], ['/register', 'kept-view=1'], ['/orders', 'kept-view=1'], ['/no-such-page', ''], ['/__proto__', '']];
    for (const [other, cookie] of plain) {
      const body = (await get(other!, cookie ? { cookie } : {})).body;
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(body).not.toContain('start-app');
    }
  });

  it('draws the sign-in card into /login, inert, and starts the app from the starter once it is on the screen', async () => {
    for (const cookie of ['', 'kept-view=1']) {
      const login = (await get('/login', cookie ? { cookie } : {})).body;
      const view = login.slice(login.indexOf('<div id="root">'), login.indexOf('<!-- pad -->'));
      expect(view).toContain('<div class="boot-page boot-auth" data-first-view inert aria-busy="true">');
      for (const words of ['Sign In', 'Welcome back to Jamaica Airports Duty Free.', 'Username', 'Password', 'Keep me Signed In', 'Forgot Password?', 'New here? <b>SIGN UP NOW</b>']) {
        expect(view).toContain(words);
      }
      // A picture of the form: nothing in it can be typed into, pressed or followed before the app runs.
      expect(view).not.toMatch(/<(input|button|a|form|label)\b/);
      expect(login).toContain('<script type="module" crossorigin src="/assets/start-app-ccc333.js" data-app="/assets/index-abc123.js"></script>');
      expect(login).not.toContain('<!--first-view-->');
    }
  });

  it('does not serve the build manifest', async () => {
    expect((await get('/.vite/page-chunks.json')).body).not.toContain('cart-page.tsx');
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('home-page.tsx');
  });
});
