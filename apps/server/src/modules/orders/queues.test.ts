import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShopAs } from '../../test/harness.js';
import { STORE } from '../../seed/stores.js';

let { shop, as } = {} as Awaited<ReturnType<typeof startShopAs>>;
beforeAll(async () => {
  ({ shop, as } = await startShopAs(['lounge', 'vendor', 'agent', 'express', 'shopper']));
});
afterAll(() => shop.close());

const queueTypes = ['UNPROCESSED', 'FULFILLED', 'MYASSIGNEDFULFILLMENT', 'MYCONFIRMEDFULFILLMENT', 'CHECKIN', 'CHECKEDINORDERS', 'CHECKEDOUTORDERS', 'ASSIGNEDRETURNS', 'CONFIRMEDRETURNS', 'REFUNDABLEORDERS', 'REPRINTABLERECEIPTS'] as const;

describe('demo orders', () => {
  it('give every staff demo account a queue with orders in it', async () => {
    for (const u of ['lounge', 'vendor', 'agent', 'express']) {
      let best = 0;
      for (const q of queueTypes) {
        const res = await shop.send('getorders', { actiontype: q }, as[u]);
        if (res.status === Status.OK) best = Math.max(best, res.data!.orders.length);
      }
      expect(best, u).toBeGreaterThan(0);
    }
  });

  it('refuse a shopper the staff queues', async () => {
    const res = await shop.send('getorders', { actiontype: 'UNPROCESSED' }, as.shopper);
    expect(res.status).toBeGreaterThan(0);
  });

  it('narrow a queue to one order id for Scan Order, and only within what the queue holds', async () => {
    const all = await shop.send('getorders', { actiontype: 'UNPROCESSED' }, as.vendor);
    const target = all.data!.orders.at(-1)!.orderid;
    const one = await shop.send('getorders', { actiontype: 'UNPROCESSED', orderid: ` ${target} ` }, as.vendor);
    expect(one.status).toBe(Status.OK);
    expect(one.data!.orders.map((o) => o.orderid)).toEqual([target]);
    const elsewhere = await shop.send('getorders', { actiontype: 'CHECKIN', orderid: target }, as.lounge);
    expect(elsewhere.data!.orders).toEqual([]);
    const none = await shop.send('getorders', { actiontype: 'UNPROCESSED', orderid: 'SIA999999' }, as.vendor);
    expect(none.data!.orders).toEqual([]);
  });

  it('show a store only its own goods on each card: items and total of its part', async () => {
    const res = await shop.send('getorders', { actiontype: 'UNPROCESSED' }, as.vendor);
    let shared = 0;
    for (const card of res.data!.orders) {
      const full = (await shop.send('getorder', { orderid: card.orderid }, as.lounge)).data!.order;
      if (full.parts.length > 1) shared++;
      const store = card.parts.map((p) => p.vendorid);
      expect(store).toHaveLength(1);
      const mine = full.orderitems.filter((i) => store.includes(i.vendorid));
      expect(card.itemcount).toBe(mine.reduce((n, i) => n + i.orderedamount, 0));
      const own = (await shop.send('getorder', { orderid: card.orderid }, as.vendor)).data!.order;
      expect(card.total).toBe(own.total);
    }
    // The demo data holds an order of two stores: the rule is seen at work.
    expect(shared).toBeGreaterThan(0);
  });

  it('count the orders of each queue the dashboard shows', async () => {
    const res = await shop.send('getordercounts', {}, as.vendor);
    expect(res.status).toBe(Status.OK);
    expect(res.data!.counts.UNPROCESSED).toBeGreaterThan(0);
    expect(res.data!.counts.CHECKIN).toBeUndefined();
    void STORE;
  });
});
