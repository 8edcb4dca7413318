import { Worker } from 'node:worker_threads';

// Runs in each worker: scrypt synchronously at a lower CPU priority (nice 10 is per thread on Linux), so on a
// busy machine the event loop and file reads get the processor before password hashing does.
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(0, 10); } catch {}
parentPort.on('message', (m) => {
  try {
    const key = scryptSync(m.secret, Buffer.from(m.salt), m.keylen, m.opts);
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

export interface ScryptJob {
  secret: string;
  salt: Buffer;
  keylen: number;
  opts: { N: number; r: number; p: number; maxmem: number };
}

/**
 * A fixed set of hashing threads of its own, apart from libuv's pool that file reads use. Callers must run at
 * most `size` jobs at once (the semaphore in passwords.ts sees to it).
 */
export function createHashPool(size: number) {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const spawnWorker = () => {
    const w = new Worker(workerSource, { eval: true });
    w.unref();
    all.push(w);
    return w;
  };
  return {
    derive(job: ScryptJob): Promise<Buffer> {
      const worker = idle.pop() ?? (all.length < size ? spawnWorker() : undefined);
      if (!worker) return Promise.reject(new Error('no idle hashing thread'));
      return new Promise<Buffer>((resolve, reject) => {
        const done = (m: { key?: Uint8Array; error?: string }) => {
          worker.off('error', failed);
          idle.push(worker);
          if (m.key) resolve(Buffer.from(m.key));
          else reject(new Error(m.error ?? 'scrypt failed'));
        };
        const failed = (err: Error) => {
          worker.off('message', done);
          all.splice(all.indexOf(worker), 1);
          reject(err);
        };
        worker.once('message', done);
        worker.once('error', failed);
        worker.postMessage({ ...job, salt: new Uint8Array(job.salt) });
      });
    },
    async close() {
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
