import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { CARD_CALL_WAIT_MS } from '@shop/contracts/call-waits';
import { GatewayError, type PaymentGateway } from '../../payments/gateway.js';
import { AFTER_GATEWAY_MS, askGateway, MODIFICATION_TRIES } from './card-modification.js';

/** A gateway with the default 15 s timeout whose every capture fails the same way after `tookMs`, on the test's clock. */
function failingGateway(kind: 'timeout' | 'http', tookMs: number) {
  let tries = 0;
  const gateway = {
    timeoutMs: 15_000,
    capture: async () => {
      tries++;
      vi.advanceTimersByTime(tookMs);
      throw new GatewayError(kind, `no answer (${kind})`);
    },
  } as unknown as PaymentGateway;
  return { ctx: { gateway, log: pino({ level: 'silent' }) }, tries: () => tries };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

describe('askGateway: a modification the gateway does not answer', () => {
  it('is tried again only while a try of the whole gateway timeout would still end within the app\u2019s wait', async () => {
    // Each try takes the gateway's whole 15 s: three end by 45 s, a fourth could end after 60 s - 5 s.
    const g = failingGateway('timeout', 15_000);
    const r = await askGateway(g.ctx, 'G1', 'capture', 1_000, 1_000);
    expect(g.tries()).toBe(3);
    expect(3 * 15_000).toBeLessThanOrEqual(CARD_CALL_WAIT_MS - AFTER_GATEWAY_MS);
    expect(r).toMatchObject({ ok: true, unconfirmed: true, reasonCode: 1101 });
  });

  it('makes all its tries when each fails fast', async () => {
    const g = failingGateway('http', 50);
    const r = await askGateway(g.ctx, 'G1', 'capture', 1_000, 1_000);
    expect(g.tries()).toBe(MODIFICATION_TRIES);
    expect(r).toEqual({ failed: expect.any(GatewayError) });
  });
});
