import { describe, expect, it } from 'vitest';
import type { Principal } from '@shop/contracts/access';
import { appliedRange, initialApplied, matchScan } from '@shop/contracts/order-flow';
import { dashboardQueues, menuEntries } from './staff-queues';

const vendor: Principal = { roles: ['vendor'], flags: ['fulfillmentallowed', 'assignmentallowed', 'checkinallowed'] };
const express: Principal = { roles: ['vendor'], flags: ['express', 'fulfillmentallowed'] };
const lounge: Principal = { roles: ['loungeoperator'], flags: ['fulfillmentallowed', 'assignmentallowed', 'checkinallowed', 'returnsallowed', 'refundsallowed'] };
const titles = (p: Principal) => dashboardQueues(p).map((q) => q.title);

describe('the dashboard by permission (back office 6)', () => {
  it('shows a vendor the vendor queues, an express vendor no assignment steps, a lounge the lounge queues', () => {
    expect(titles(vendor)).toEqual(['Fulfill Orders', 'Assign Orders', 'Confirm Assignment', 'My Confirmed Orders', 'Confirm Return', 'Check In Return']);
    expect(titles(express)).toEqual(['Fulfill Orders', 'My Confirmed Orders', 'Confirm Return']);
    expect(titles(lounge)).toEqual(['Fulfill Orders', 'My Confirmed Orders', 'Check In', 'Check Out', 'Return']);
  });

  it('fills /CancelRequest and /admin per flag', () => {
    expect(menuEntries('cancelRequest', vendor).map((e) => e.label)).toEqual(['Cancel Fulfillment', 'Cancel Assignment', 'Cancel Confirmation']);
    expect(menuEntries('cancelRequest', express).map((e) => e.label)).toEqual(['Cancel Fulfillment']);
    expect(menuEntries('cancelRequest', express)[0]!.actiontype).toBe('CANCELCONFIRMED');
    expect(menuEntries('admin', lounge).map((e) => e.label)).toEqual(['Refund Guest', 'Reprint Receipt', 'Cancel Return', 'Cancel Fulfillment', 'Cancel Assignment', 'Cancel Check In']);
    expect(menuEntries('admin', { roles: ['loungeoperator'], flags: [] }).map((e) => e.label)).toEqual(['Reprint Receipt']);
  });
});

describe('scans (back office 4.13)', () => {
  const orders = [{ orderid: 'SIA100042', parts: [{ assignedto: 'agent' }] }];
  it('match a trimmed order id, and for check-in the order and its carrier both', () => {
    expect(matchScan(' SIA100042 ', 'UNPROCESSED', orders)?.orderid).toBe('SIA100042');
    expect(matchScan('SIA100042|agent', 'CHECKIN', orders)).toEqual({ orderid: 'SIA100042', assignedto: 'agent' });
    expect(matchScan('SIA100042|vendor', 'CHECKIN', orders)).toBeNull();
    expect(matchScan('SIA100042', 'CHECKIN', orders)).toBeNull();
    expect(matchScan('SIA1', 'UNPROCESSED', orders)).toBeNull();
  });
});

describe('applied quantities (back office 4.4)', () => {
  it('start at the minimum when above 0, else 0, never above the maximum', () => {
    expect(appliedRange('UNPROCESSED', { orderedamount: 3, appliedamount: null })).toEqual({ minamount: 0, maxamount: 3 });
    expect(initialApplied({ minamount: 0, maxamount: 3 })).toBe(0);
    expect(initialApplied(appliedRange('FULFILLED', { orderedamount: 3, appliedamount: 2 }))).toBe(2);
    expect(initialApplied({ minamount: 0, maxamount: 0 })).toBe(0);
    expect(initialApplied({ minamount: 4, maxamount: 2 })).toBe(2);
    expect(appliedRange('REFUNDABLEORDERS', { orderedamount: 3, appliedamount: 2 })).toEqual({ minamount: 0, maxamount: 2 });
  });
});
