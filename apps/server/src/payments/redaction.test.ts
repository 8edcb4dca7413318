import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactPaths } from '../ops/logger.js';
import { SANDBOX_CARDS } from './fac/sandbox/test-cards.js';
import { GatewayError } from './gateway.js';
import { transportError } from './http-transport.js';

describe('card data never reaches a log line', () => {
  it('redacts the gateway port, FAC and PowerTranz card fields', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', redact: redactPaths, stream } });
    const card = { number: SANDBOX_CARDS.approve.visa, holder: 'Jane Doe', expiry: '1230', cvv: '987' };
    app.log.info({ input: { orderId: 'A-1', card } }, 'starting 3-D Secure');
    app.log.info({ fac: { CardNumber: SANDBOX_CARDS.approve.mastercard, CardCVV2: '987' } }, 'fac');
    app.log.info({ ptz: { CardPan: SANDBOX_CARDS.decline.visa, CardCvv: '987' } }, 'powertranz');
    app.log.info({ body: { TransactionIdentifier: 'T-9', Source: { CardPan: SANDBOX_CARDS.approve.visa, CardCvv: '987' } } }, 'spi/auth');
    app.log.info({ Source: { CardPan: SANDBOX_CARDS.approve.visa, CardCvv: '987' }, CardPan: SANDBOX_CARDS.approve.visa }, 'spi/auth top');
    app.log.info({ request: { cardNumber: SANDBOX_CARDS.error.visa, cardnumber: SANDBOX_CARDS.error.visa, cvv: '987' } }, 'wire');
    const all = lines.join('');
    expect(lines).toHaveLength(6);
    expect(all).toContain('A-1');
    expect(all).toContain('T-9');
    for (const secret of [SANDBOX_CARDS.approve.visa, SANDBOX_CARDS.approve.mastercard, SANDBOX_CARDS.decline.visa, SANDBOX_CARDS.error.visa]) {
      expect(all).not.toContain(secret);
    }
    // The CVV as a JSON value: bare digits could also be part of a log line's time or pid.
    expect(all).not.toContain('"987"');
  });

  it('keeps request bodies out of transport errors', () => {
    const err = transportError(Object.assign(new Error('x'), { name: 'TimeoutError' }), 'https://fac.example/PGServiceXML/Authorize3DS?x=1', 500);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('The card gateway did not answer within 500 ms (/PGServiceXML/Authorize3DS).');
  });
});
