import { describe, expect, it } from 'vitest';
import { partsForQueue, type Actor } from './order-actions.js';
import { queueOf } from './order-flow.js';

const order = {
  parts: [
    { vendorid: 'SIADRUM', status: 'UNPROCESSED', assignedto: null },
    { vendorid: 'SIADFRAG', status: 'WIP', assignedto: 'agent' },
    { vendorid: 'SIADLOUNGE', status: 'UNPROCESSED', assignedto: null },
  ],
} as const;
const vendor: Actor = { username: 'vendor', vendorid: 'SIADRUM', atLounge: false, roles: ['vendor'], flags: ['fulfillmentallowed'] };
const agent: Actor = { username: 'agent', vendorid: 'SIADFRAG', atLounge: false, roles: ['vendor'], flags: [] };
const lounge: Actor = { username: 'lounge', vendorid: 'SIADLOUNGE', atLounge: true, roles: ['loungeoperator'], flags: ['checkinallowed'] };

describe('partsForQueue', () => {
  it('gives a vendor the parts of their own store that the queue’s action may move', () => {
    expect(partsForQueue(vendor, order, queueOf('UNPROCESSED')).map((p) => p.vendorid)).toEqual(['SIADRUM']);
  });

  it('gives a carrier, in a queue without an action, the parts assigned to them', () => {
    expect(partsForQueue(agent, order, queueOf('MYCONFIRMEDFULFILLMENT')).map((p) => p.vendorid)).toEqual(['SIADFRAG']);
  });

  it('holds back the lounge’s check-in while its own goods wait for fulfilment', () => {
    expect(partsForQueue(lounge, order, queueOf('CHECKIN'))).toEqual([]);
  });

  it('gives nothing without a queue', () => {
    expect(partsForQueue(vendor, order, undefined)).toEqual([]);
  });
});
