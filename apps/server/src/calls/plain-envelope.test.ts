import { describe, expect, it } from 'vitest';
import { requestEnvelope } from '@shop/contracts/envelope';
import { plainEnvelope } from './plain-envelope.js';

// Values each envelope field is tried with: clean ones, the edges of each rule and the wrong kinds.
const texts: unknown[] = [undefined, '', 'guest-1a2b', 'x'.repeat(200), 'x'.repeat(201), 'é😀 ünïcode', 'tab\there', 'nul\u0000', 'del\u007f', null, 5, true, ['a'], { a: 1 }];
const statuses: unknown[] = [undefined, 0, 1, -1, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 1.5, -0, '0', null, Number.MAX_SAFE_INTEGER];
const requests: unknown[] = [undefined, {}, { vendorid: 'SIA-DF-01', page: 1 }, [], null, 'text', 0];

function* envelopes(): Generator<unknown> {
  for (const username of texts) for (const sessionid of [undefined, 'a'.repeat(64), ...texts.slice(4)]) {
    for (const failstatus of statuses) for (const request of requests) {
      const e: Record<string, unknown> = { username, sessionid, failstatus, request };
      for (const k of Object.keys(e)) if (e[k] === undefined) delete e[k];
      yield e;
    }
  }
  yield* [null, [], 'text', 0, true, { username: 'a', extra: 'ignored' }];
}

describe('the envelope checked by hand', () => {
  it('answers what the schema answers for every clean envelope, and nothing for any other', () => {
    let clean = 0;
    let refused = 0;
    for (const raw of envelopes()) {
      const schema = requestEnvelope.safeParse(raw);
      const hand = plainEnvelope(raw);
      if (!schema.success) {
        expect(hand, JSON.stringify(raw)).toBeNull();
        refused++;
      } else if (hand !== null) {
        expect(hand, JSON.stringify(raw)).toEqual(schema.data);
        clean++;
      }
    }
    // Both kinds were met: clean envelopes taken by hand, bad ones left to the schema's messages.
    expect(clean).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('takes the envelope the web app sends by hand', () => {
    const sent = { username: 'guest-1a2b', sessionid: 'f'.repeat(64), failstatus: 0, request: { orderid: 'SIA100001' } };
    expect(plainEnvelope(sent)).toEqual(sent);
  });
});
