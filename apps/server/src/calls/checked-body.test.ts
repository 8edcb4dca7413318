import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from '@shop/contracts/calls';
import { sessionAccess } from '@shop/contracts/access';
import { checkBody, createRequestMemo } from './checked-body.js';
import { hashToken } from '../modules/auth/tokens.js';

let parses = 0;
const def = {
  request: z.object({ page: z.number().int().default(1), search: z.string().max(5000).optional() }).transform((r) => {
    parses++;
    return r;
  }),
  data: z.unknown(),
  access: sessionAccess,
} as unknown as CallDef;

const body = (sessionid: string, request: unknown) => JSON.stringify({ username: '', sessionid, failstatus: 0, request });

describe('the checked requests of a shared call', () => {
  it('checks the same request once whoever sends it, and keys it by its checked form', () => {
    const memo = createRequestMemo('find', def);
    parses = 0;
    const a = checkBody(def, body('one', { page: 2 }), memo);
    const b = checkBody(def, body('two', { page: 2 }), memo);
    expect(parses).toBe(1);
    expect(a).toMatchObject({ sessionHash: hashToken('one'), request: { page: 2 }, answerKey: 'find:{"page":2}' });
    expect(b).toMatchObject({ sessionHash: hashToken('two'), answerKey: 'find:{"page":2}' });
    // Defaults filled in: an empty request and one that names the default share a key.
    expect(checkBody(def, body('one', {}), memo)).toMatchObject({ answerKey: 'find:{"page":1}' });
    expect(checkBody(def, body('one', { page: 1 }), memo)).toMatchObject({ answerKey: 'find:{"page":1}' });
  });

  it('keeps the checked request frozen, since every caller gets the same object', () => {
    const memo = createRequestMemo('find', def);
    const checked = checkBody(def, body('one', { page: 3 }), memo);
    if ('refusal' in checked) throw new Error(checked.refusal);
    expect(Object.isFrozen(checked.request)).toBe(true);
  });

  it('refuses a bad request every time it is sent and keeps no refusal', () => {
    const memo = createRequestMemo('find', def);
    for (let i = 0; i < 2; i++) expect(checkBody(def, body('one', { page: 'x' }), memo)).toHaveProperty('refusal');
  });

  it('checks a long request every time rather than keep its text', () => {
    const memo = createRequestMemo('find', def);
    parses = 0;
    const long = { search: 'x'.repeat(3000) };
    checkBody(def, body('one', long), memo);
    checkBody(def, body('one', long), memo);
    expect(parses).toBe(2);
  });

  it('without a memo, checks every time and gives no shared key', () => {
    parses = 0;
    expect(checkBody(def, body('one', { page: 2 }))).toMatchObject({ answerKey: null });
    checkBody(def, body('one', { page: 2 }));
    expect(parses).toBe(2);
  });
});
