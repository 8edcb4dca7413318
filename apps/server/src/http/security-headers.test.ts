import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from '../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ seed: false });
  // A minimal built web app, so pages and assets are served as in production.
  await mkdir(path.join(shop.config.WEB_DIST, 'assets'), { recursive: true });
  await writeFile(path.join(shop.config.WEB_DIST, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(shop.config.WEB_DIST, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => shop.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBeUndefined();
};

describe('security headers', () => {
  it('are on calls, pictures, missing files and refusals', async () => {
    const answers = await Promise.all([
      shop.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      shop.app.inject({ method: 'GET', url: '/media/product/nothing' }),
      shop.app.inject({ method: 'GET', url: '/api/login' }),
      shop.app.inject({ method: 'POST', url: '/api/login', payload: 'x', headers: { 'content-type': 'text/plain' } }),
    ]);
    for (const res of answers) expectSecurityHeaders(res.headers);
  });

  it('give pictures a policy that runs nothing', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/media/product/nothing' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
  });
});

describe('security headers on the web app', () => {
  let web: TestShop;
  beforeAll(async () => {
    web = await startShop({ seed: false, env: { WEB_DIST: path.join(shop.config.WEB_DIST) } });
  });
  afterAll(() => web.close());

  it('are on pages and assets, with scripts only from the shop itself', async () => {
    for (const url of ['/', '/products/1', '/assets/app.js']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res.headers);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
