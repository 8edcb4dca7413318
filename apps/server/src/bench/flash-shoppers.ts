import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { GatewayName } from '../payments/gateway.js';
import { purchase, shopClient, type Outcome } from './checkout-shopper.js';

export interface FlashSale {
  base: string;
  shoppers: number;
  productid: number;
  amount: number;
  scheduleid: string;
  gateway: GatewayName;
}

/** One shopper's visit: how it ended, and the time at the start and after each step. */
export interface Visit {
  outcome: Outcome;
  marks: number[];
  /** Why a failed visit failed (checkout-shopper.ts). */
  failures: string[];
}

/**
 * The shoppers of the flash sale run in a thread of their own, as the load generator of bench:catalogue
 * does: in the server's thread their own work (requests, answers, the 3-D Secure pages) queued with the
 * server's and was counted in the server's answers. `signedIn` runs once every shopper has a guest
 * session, before the sale starts.
 */
export function runFlashSale(sale: FlashSale, signedIn: () => Promise<void>): Promise<Visit[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: sale });
    worker.on('message', (m: { kind: 'ready' } | { kind: 'done'; visits: Visit[] }) => {
      if (m.kind === 'ready') void signedIn().then(() => worker.postMessage('go'), reject);
      else resolve(m.visits);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => code !== 0 && reject(new Error(`the shoppers' thread ended with ${code}`)));
  });
}

async function shop(sale: FlashSale) {
  const c = shopClient(sale.base);
  const sessions = await Promise.all(Array.from({ length: sale.shoppers }, () => c.guest()));
  const go = new Promise((resolve) => parentPort!.once('message', resolve));
  parentPort!.postMessage({ kind: 'ready' });
  await go;
  const visits = await Promise.all(
    sessions.map(async (s): Promise<Visit> => {
      const marks: number[] = [];
      const failures: string[] = [];
      const p = { productid: sale.productid, quantity: 1, amount: sale.amount, scheduleid: sale.scheduleid, gateway: sale.gateway, failures };
      return { outcome: await purchase(c, s, p, marks), marks, failures };
    }),
  );
  parentPort!.postMessage({ kind: 'done', visits });
}

if (!isMainThread && parentPort) void shop(workerData as FlashSale);
