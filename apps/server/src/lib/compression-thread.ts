import { createJobThread } from './job-thread.js';
import type { Encoding } from './compression.js';

// Runs in the thread: compresses each answer it is sent and sends the bytes back.
const source = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, gzipSync, constants } = require('node:zlib');
parentPort.on('message', ({ id, job: { body, encoding, level } }) => {
  try {
    const out = encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level } })
      : gzipSync(body, { level });
    // A copy of just the bytes, handed over rather than copied again: the compressor's own buffer is larger.
    const result = new Uint8Array(out);
    parentPort.postMessage({ id, result }, [result.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

export interface CompressJob {
  body: string | Uint8Array;
  encoding: Encoding;
  /** Brotli's quality or gzip's level. */
  level: number;
}

/** The process's compression thread (docs/decisions/0202): one for every app in the process. */
const thread = createJobThread<CompressJob, Uint8Array>({
  source,
  failed: 'the answer could not be compressed',
  stopped: 'the compression thread stopped',
});

export const compressOnThread = async (job: CompressJob): Promise<Buffer> => {
  const out = await thread.run(job);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
};
