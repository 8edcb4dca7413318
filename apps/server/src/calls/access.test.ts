import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anyOf, scopedAnyOf } from '@shop/contracts/access';
import type { CallDef } from '@shop/contracts/calls';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../test/harness.js';
import { makeUser } from '../test/fixtures.js';
import { registerCallRoute } from './route.js';
import { createAnswerCache } from './answer-cache.js';
import { callerStore, NO_STORE_MESSAGE } from './store-scope.js';
import type { Handlers } from './types.js';

// A call table of staff-shaped rules, served by the real route, so every role and flag combination is tried.
const data = z.object({ store: z.string().nullable() });
const def = (access: CallDef['access']): CallDef => ({ request: z.object({}), data, access });
const table = {
  fulfil: def(scopedAnyOf({ roles: ['vendor', 'loungeoperator'], flags: ['fulfillmentallowed'] })),
  expresscancel: def(anyOf({ roles: ['vendor'], flags: ['express', 'fulfillmentallowed'] })),
  report: def(anyOf({ flags: ['reportagent'] })),
  manage: def(anyOf({ flags: ['manageuser'] }, { roles: ['loungeoperator'], flags: ['supervisor'] })),
};
const answerStore = async (ctx: Parameters<typeof callerStore>[0]) => ({ store: ctx.user?.vendorid ?? null });
const handlers = {
  fulfil: async (ctx: Parameters<typeof callerStore>[0]) => ({ store: callerStore(ctx) }),
  expresscancel: answerStore,
  report: answerStore,
  manage: answerStore,
} as unknown as Handlers;

let shop: TestShop;
let app: FastifyInstance;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  shop = await startShop();
  app = Fastify();
  registerCallRoute(app, shop.deps, handlers, { checkOutput: true, answers: createAnswerCache(0), sharedAnswers: new Set(), table });
  await makeUser(shop.db, { username: 'nostore', vendor: true, fulfillmentallowed: true });
  await makeUser(shop.db, { username: 'loungesuper', loungeoperator: true, supervisor: true, vendorid: 'SIADLOUNGE' });
  await makeUser(shop.db, { username: 'vendormanager', vendor: true, manageuser: true, vendorid: 'SIADLOUNGE' });
  const names = ['shopper', 'lounge', 'vendor', 'agent', 'express', 'reports', 'nostore', 'loungesuper', 'vendormanager'];
  for (const name of names) sessions[name] = await shop.signIn(name);
  sessions.guest = await shop.guest();
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

async function callAs(who: string, name: keyof typeof table) {
  const s = sessions[who]!;
  const res = await app.inject({ method: 'POST', url: `/api/${name}`, payload: { ...s, failstatus: 0, request: {} } });
  return res.json() as { status: number; statusMessage: string; data: { store: string | null } | null };
}

const allowedBy = (name: keyof typeof table, allowed: string[]) =>
  Object.fromEntries(Object.keys(sessions).map((who) => [who, allowed.includes(who)]));

describe('access by role and flag together', () => {
  it.each([
    ['fulfil', ['lounge', 'vendor', 'agent', 'express']],
    ['expresscancel', ['express']],
    ['report', ['lounge', 'reports']],
    ['manage', ['lounge', 'loungesuper', 'vendormanager']],
  ] as const)('lets into %s exactly the users who pass one of its rules', async (name, allowed) => {
    const seen: Record<string, boolean> = {};
    for (const who of Object.keys(sessions)) {
      if (name === 'fulfil' && who === 'nostore') continue;
      const res = await callAs(who, name);
      seen[who] = res.status === Status.OK;
      if (!seen[who]) expect(res).toEqual({ status: Status.FORBIDDEN, statusMessage: `You are not allowed to use ${name}.`, data: null });
    }
    const wanted = allowedBy(name, [...allowed]);
    if (name === 'fulfil') delete wanted.nostore;
    expect(seen).toEqual(wanted);
  });
});

describe('calls scoped to the store', () => {
  it("hands the handler the caller's own store or lounge", async () => {
    expect((await callAs('vendor', 'fulfil')).data).toEqual({ store: 'SIADRUM' });
    expect((await callAs('lounge', 'fulfil')).data).toEqual({ store: 'SIADLOUNGE' });
  });

  it('refuses a staff user linked to no store before the handler runs, saying why', async () => {
    expect(await callAs('nostore', 'fulfil')).toEqual({ status: Status.FORBIDDEN, statusMessage: NO_STORE_MESSAGE, data: null });
  });
});
