import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { compressNow, pickEncoding, registerAnswerCompression } from './compression.js';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('answer compression', () => {
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ name: `Blue Mountain Coffee ${i}`, price: '12.50' })) };
  const app = Fastify();
  registerAnswerCompression(app);
  app.post('/api/big', async () => big);
  app.post('/api/small', async () => ({ status: 0 }));

  it('compresses an answer of 1 KB or more in the encoding the client takes', async () => {
    const br = await app.inject({ method: 'POST', url: '/api/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(big);
    const gz = await app.inject({ method: 'POST', url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('sends plain JSON to a client that takes no compression, and small answers plain to everyone', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ method: 'POST', url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 0 });
  });
});

describe('compressNow', () => {
  const page = JSON.stringify({ products: Array.from({ length: 10 }, (_, i) => ({ productid: i, productname: `Appleton Estate ${i}` })) });
  const large = 'Blue Mountain Coffee, 16 oz. '.repeat(1000);

  it('compresses on the compression thread, in either encoding, small answers and large', async () => {
    for (const body of [page, large]) {
      expect(brotliDecompressSync(await compressNow(body, 'br')).toString()).toBe(body);
      expect(gunzipSync(await compressNow(Buffer.from(body), 'gzip')).toString()).toBe(body);
    }
  });

  it('compresses on the main thread when the compression thread refuses', async () => {
    const refused = () => Promise.reject(new Error('the compression thread stopped (exit code 1)'));
    expect(brotliDecompressSync(await compressNow(page, 'br', refused)).toString()).toBe(page);
    expect(gunzipSync(await compressNow(page, 'gzip', refused)).toString()).toBe(page);
  });
});
