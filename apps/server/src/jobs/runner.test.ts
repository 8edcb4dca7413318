import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, openDatabase } from '../db/client.js';
import { createDeps } from '../deps.js';
import { startShop, testDbKind, type TestShop } from '../test/harness.js';
import { fakeClock } from '../test/fake-clock.js';
import type { Job } from './job.js';
import { createJobRunner } from './runner.js';

const clock = fakeClock();
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ deps: { clock } });
});
afterAll(() => shop.close());

/** A job that counts its runs and, when asked, waits until released. */
function gatedJob(name: string, everyMs = 60_000) {
  let release = () => {};
  let started = () => {};
  const state = { runs: 0, gate: null as Promise<void> | null, started: null as Promise<void> | null };
  const job: Job = {
    name,
    everyMs,
    async run() {
      state.runs++;
      started();
      if (state.gate) await state.gate;
    },
  };
  return {
    job,
    state,
    hold() {
      state.gate = new Promise((r) => (release = r));
      state.started = new Promise((r) => (started = r));
    },
    release: () => release(),
  };
}

describe('the job runner', () => {
  it('runs each job on the first tick and again once its period has passed on the clock', async () => {
    const a = gatedJob('count-a', 1000);
    const runner = createJobRunner(shop.deps, [a.job]);
    expect(await runner.tick()).toEqual(['count-a']);
    clock.advance(999);
    expect(await runner.tick()).toEqual([]);
    clock.advance(1);
    expect(await runner.tick()).toEqual(['count-a']);
    expect(a.state.runs).toBe(2);
    await runner.stop();
    clock.advance(5000);
    expect(await runner.tick()).toEqual([]);
  });

  it('keeps going when a job fails, and runs it again next period', async () => {
    let runs = 0;
    const throwing: Job = {
      name: 'fails',
      everyMs: 1000,
      async run() {
        runs++;
        throw new Error('boom');
      },
    };
    const runner = createJobRunner(shop.deps, [throwing]);
    expect(await runner.tick()).toEqual([]);
    clock.advance(1000);
    expect(await runner.tick()).toEqual([]);
    expect(runs).toBe(2);
    await runner.stop();
  });

  it('waits for a running job when stopped, and when the app closes', async () => {
    const g = gatedJob('slow');
    g.hold();
    const app = await startShop({ jobs: [g.job] });
    await app.app.ready();
    await g.state.started;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    g.release();
    await closing;
    expect(closed).toBe(true);
    expect(g.state.runs).toBe(1);
  });
});

describe.skipIf(testDbKind !== 'postgres')('the job lock on a PostgreSQL server', () => {
  it('keeps a second process from running a job while the first runs it', async () => {
    const client = clientOf(shop.deps.db);
    if (client.kind !== 'postgres') throw new Error('expected a PostgreSQL server');
    const url = client.pool.options.connectionString!;
    const other = await openDatabase({ url, poolSize: 2 });
    try {
      const g = gatedJob('locked');
      g.hold();
      const first = createJobRunner(shop.deps, [g.job]);
      const second = createJobRunner({ ...shop.deps, ...createDeps(shop.config, other.db, { clock }), gateway: shop.deps.gateway }, [g.job]);
      const firstTick = first.tick();
      await g.state.started;
      expect(await second.tick()).toEqual([]);
      g.release();
      expect(await firstTick).toEqual(['locked']);
      // Once the first has finished, the lock is free for the next turn.
      clock.advance(60_000);
      expect(await second.tick()).toEqual(['locked']);
      expect(g.state.runs).toBe(2);
    } finally {
      await other.close();
    }
  });
});
