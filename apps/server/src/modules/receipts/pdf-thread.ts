import { createJobThread } from '../../lib/job-thread.js';
import type { PdfMaker, ReceiptData } from './receipt-pdf.js';

// Runs in the thread: imports the drawing module (receipt-pdf.js) once and draws each receipt asked for, at a
// lower CPU priority (nice 10 is per thread on Linux), so answering calls gets the processor first.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, 10); } catch {}
const drawing = import(workerData.module);
parentPort.on('message', async ({ id, job }) => {
  try {
    const { makeReceiptsPdf } = await drawing;
    const pdf = await makeReceiptsPdf(job);
    parentPort.postMessage({ id, result: new Uint8Array(pdf) });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

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
 * receipts it held are refused and the next one starts a new thread (lib/job-thread.ts).
 */
export function createPdfThread(module: URL = new URL('./receipt-pdf.js', import.meta.url)): PdfThread {
  const thread = createJobThread<readonly ReceiptData[], Uint8Array>({
    source: threadSource,
    workerData: { module: module.href },
    failed: 'the receipt could not be drawn',
    stopped: 'the receipt thread stopped',
  });
  return {
    pdf: async (receipts) => {
      const pdf = await thread.run(receipts);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => thread.close(),
  };
}
