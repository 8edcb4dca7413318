import { chromium, expect, test } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { callAs, signedInAt } from './support';
import { openQueue } from './queues-support';
import { e2eChromium } from '../../../playwright.config';

interface Queue {
  orders: { orderid: string }[];
  pages: number;
}

/** A still video (Y4M, grey) of the QR code of `text`, for Chromium's fake camera. */
async function qrVideo(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const [w, h, scale] = [640, 480, 10];
  const left = Math.floor((w - (size + 8) * scale) / 2) + 4 * scale;
  const top = Math.floor((h - (size + 8) * scale) / 2) + 4 * scale;
  const y = Buffer.alloc(w * h, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c)) for (let dy = 0; dy < scale; dy++) y.fill(16, (top + r * scale + dy) * w + left + c * scale, (top + r * scale + dy) * w + left + (c + 1) * scale);
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(tmpdir(), `scan-${process.pid}-${Date.now()}.y4m`);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

test('Scan Order reads the QR code from the camera and opens an order from the queue’s last page', async ({ baseURL }) => {
  test.setTimeout(90_000);
  // An order of the queue's last page, beyond the first page when the queue has more than one.
  const look = await chromium.launch({ executablePath: e2eChromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const first = await (await look.newContext({ baseURL })).newPage();
  await signedInAt(first, 'vendor');
  const head = await callAs<Queue>(first, 'getorders', { actiontype: 'UNPROCESSED' });
  const tail = await callAs<Queue>(first, 'getorders', { actiontype: 'UNPROCESSED', page: head.pages });
  // The oldest order there: the newest are other tests' walks running beside this one, which move them on.
  const orderid = tail.orders.map((o) => o.orderid).sort()[0]!;
  await look.close();

  const video = await qrVideo(orderid);
  const browser = await chromium.launch({
    executablePath: e2eChromium,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({ baseURL, permissions: ['camera'] });
  const page = await context.newPage();
  await signedInAt(page, 'vendor');
  await openQueue(page, 'UNPROCESSED', 'Fulfill Orders');
  await page.getByRole('button', { name: 'Scan Order' }).click();
  await page.getByRole('button', { name: 'Use the camera' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderid}`, level: 1 })).toBeVisible({ timeout: 20_000 });
  await browser.close();
});
