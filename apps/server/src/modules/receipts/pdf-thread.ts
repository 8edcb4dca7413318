import { Worker } from 'node:worker_threads';
import type { PdfMaker } from './receipt-pdf.js';

// Runs in the thread: imports the drawing module (receipt-pdf.js) once and draws each receipt asked for, at a
// lower CPU priority (nice 10 is per thread on Linux), so answering calls gets the processor first.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, 10); } catch {}
const drawing = import(workerData.module);
parentPort.on('message', async ({ id, receipts }) => {
  try {
    const { makeReceiptsPdf } = await drawing;
    const pdf = await makeReceiptsPdf(receipts);
    parentPort.postMessage({ id, pdf: new Uint8Array(pdf) });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

type Reply = { id: number; pdf?: Uint8Array; error?: string };

export interface PdfThread {
  pdf: PdfMaker;
  /** Stops the thread; receipts still being drawn are refused. */
  close(): Promise<void>;
}

/**
 * Receipts drawn on a thread of their own (docs/decisions/0192): pdfkit and the QR code take 5-7 ms of synchronous
 * work per receipt, which on the main thread every call waits behind, in a flash sale right when the other buyers
 * are paying, and the receipt report's 50 receipts about 300 ms. `module` is the compiled module that exports
 * `makeReceiptsPdf` (receipt-pdf.js beside this file). The thread starts on the first receipt; if it fails, the
 * receipts it held are refused and the next one starts a new thread.
 */
export function createPdfThread(module: URL = new URL('./receipt-pdf.js', import.meta.url)): PdfThread {
  let thread: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { on: Worker; resolve(pdf: Buffer): void; reject(err: Error): void }>();

  // The thread keeps the process alive only while it has receipts to draw.
  const settle = (id: number, t: Worker) => {
    const w = waiting.get(id);
    waiting.delete(id);
    if (![...waiting.values()].some((x) => x.on === t)) t.unref();
    return w;
  };
  const refuse = (t: Worker, err: Error) => {
    for (const [id, w] of waiting) if (w.on === t) settle(id, t)?.reject(err);
  };
  const start = () => {
    const t = new Worker(threadSource, { eval: true, workerData: { module: module.href } });
    t.on('message', (m: Reply) => {
      const w = settle(m.id, t);
      if (!w) return;
      if (m.pdf) w.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else w.reject(new Error(`the receipt could not be drawn: ${m.error ?? 'no reason given'}`));
    });
    const gone = (err: Error) => {
      if (thread === t) thread = null;
      refuse(t, err);
    };
    t.on('error', gone);
    t.on('exit', (code) => gone(new Error(`the receipt thread stopped (exit code ${code})`)));
    return t;
  };

  return {
    pdf: (receipts) =>
      new Promise<Buffer>((resolve, reject) => {
        const t = (thread ??= start());
        const id = nextId++;
        waiting.set(id, { on: t, resolve, reject });
        t.ref();
        t.postMessage({ id, receipts });
      }),
    async close() {
      const t = thread;
      thread = null;
      if (t) await t.terminate();
    },
  };
}
