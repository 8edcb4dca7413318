import { readFile } from 'node:fs/promises';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let lounge: Session;
let vendor: Session;
let masterid: number;

const png = (width: number, height: number) => {
  const img = new PNG({ width, height });
  for (let i = 0; i < img.data.length; i += 4) img.data.set([200, (i / 4) % 255, 40, 255], i);
  return PNG.sync.write(img);
};
const jpg = (width: number, height: number) =>
  Buffer.from(jpeg.encode({ data: Buffer.alloc(width * height * 4, 120), width, height }, 80).data);
const file = (bytes: Buffer, name = 'picture.png', type = 'image/png') => ({ name, type, data: bytes.toString('base64') });

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  vendor = await shop.signIn('vendor');
  masterid = (await shop.send('getproductmaster', { search: 'Appleton' }, lounge)).data!.products[0]!.productid;
});
afterAll(() => shop.close());

const upload = (request: object, session = lounge) => shop.call('uploadfile', request, session);

describe('uploadfile', () => {
  it('refuses a file of the wrong type, read from its content', async () => {
    const res = await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(jpg(600, 600), 'photo.jpg', 'image/jpeg') });
    expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Product image should be a png' });
  });

  it('refuses a file whose name and stated type lie about its content', async () => {
    const liar = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(liar, 'innocent.png', 'image/png') });
    expect(res.statusMessage).toBe('Product image should be a png');
    const jpegAsPng = await upload({ assettype: 'CATEGORY', assetid: '1', file: file(jpg(600, 400), 'cat.png') });
    expect(jpegAsPng.statusMessage).toBe('Category image should be a png');
  });

  it('refuses a file over the size limit and one of other dimensions', async () => {
    const big = Buffer.concat([png(600, 600), Buffer.alloc(1024 * 1024 + 10, 1)]);
    expect((await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(big) })).statusMessage).toBe('image should be under 1MB');
    expect((await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(png(500, 600)) })).statusMessage).toBe(
      'image should 600 x 600 px.',
    );
    expect((await upload({ assettype: 'VENDOR', assetid: 'ISLANDSPIRITS', file: file(jpg(800, 401), 'v.jpg') })).statusMessage).toBe(
      'image should 800 x 400 px.',
    );
  });

  it('stores a re-encoded picture, dropping what was appended, and serves it at once without a long cache', async () => {
    const master = (await shop.send('getproductmaster', { productid: masterid }, lounge)).data!.products[0]!;
    const original = png(600, 600);
    const smuggled = Buffer.concat([original, Buffer.from('<?php echo "pwned"; ?>')]);
    const res = await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(smuggled) });
    expect(res).toMatchObject({ status: Status.OK, data: { message: 'Image Uploaded Successfully' } });
    const stored = await readFile(path.join(shop.config.mediaDir, 'product', `${master.productreferenceid}.png`));
    expect(stored.includes(Buffer.from('pwned'))).toBe(false);
    expect(PNG.sync.read(stored)).toMatchObject({ width: 600, height: 600 });
    const served = await shop.app.inject({ method: 'GET', url: `/media/product/${master.productreferenceid}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, no-cache');
    expect(served.rawPayload.equals(stored)).toBe(true);
    const history = await shop.send('gethistory', { entity: 'masterproduct', entityid: String(masterid) }, lounge);
    expect(history.data!.history.at(-1)!.changes.image![1]).toBe(`${master.productreferenceid}.png`);
  });

  it('uploads a vendor JPEG and deletes a category picture, each served as it now is after being served as it was', async () => {
    const picture = (url: string) => shop.app.inject({ method: 'GET', url });
    expect((await picture('/media/vendor/ISLANDSPIRITS')).headers['content-type']).toBe('image/svg+xml');
    expect((await picture('/media/category/1')).statusCode).toBe(200);
    expect((await upload({ assettype: 'VENDOR', assetid: 'SIADRUM', file: file(jpg(800, 400), 'v.jpg', 'image/jpeg') })).status).toBe(Status.OK);
    const served = await shop.app.inject({ method: 'GET', url: '/media/vendor/ISLANDSPIRITS' });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const del = await upload({ assettype: 'CATEGORY', assetid: '1', delete: 'Y' });
    expect(del).toMatchObject({ status: Status.OK, data: { message: 'Image Deleted Successfully' } });
    expect((await shop.app.inject({ method: 'GET', url: '/media/category/1' })).statusCode).toBe(404);
  });

  it('refuses a vendor supervisor, and an asset that does not exist', async () => {
    const res = await upload({ assettype: 'PRODUCT', assetid: String(masterid), file: file(png(600, 600)) }, vendor);
    expect(res.status).toBe(Status.FORBIDDEN);
    expect((await upload({ assettype: 'PRODUCT', assetid: '99999999', file: file(png(600, 600)) })).status).toBe(Status.NOT_FOUND);
  });
});
