import { anyOf, type Access } from '@shop/contracts/access';

export interface StaffQueue {
  /** The queue's action type (back office section 4.1), carried to /orders in navigation state. */
  actiontype: string;
  title: string;
  access: Access;
}

const vendor = (...flags: ('fulfillmentallowed' | 'assignmentallowed' | 'checkinallowed')[]) => anyOf({ roles: ['vendor'], flags });
const lounge = (...flags: ('fulfillmentallowed' | 'checkinallowed' | 'returnsallowed')[]) => anyOf({ roles: ['loungeoperator'], flags });

/** The order queues of the staff dashboard and who works each (back office section 6). */
export const staffQueues: StaffQueue[] = [
  { actiontype: 'UNPROCESSED', title: 'Fulfill Orders', access: anyOf({ roles: ['vendor', 'loungeoperator'], flags: ['fulfillmentallowed'] }) },
  { actiontype: 'FULFILLED', title: 'Assign Orders', access: vendor('assignmentallowed') },
  { actiontype: 'MYASSIGNEDFULFILLMENT', title: 'Confirm Assignment', access: vendor() },
  { actiontype: 'MYCONFIRMEDFULFILLMENT', title: 'My Confirmed Orders', access: anyOf({ roles: ['vendor', 'loungeoperator'] }) },
  { actiontype: 'ASSIGNEDRETURNS', title: 'Confirm Return', access: vendor() },
  { actiontype: 'CONFIRMEDRETURNS', title: 'Check In Return', access: vendor('checkinallowed') },
  { actiontype: 'CHECKIN', title: 'Check In', access: lounge('checkinallowed') },
  { actiontype: 'CHECKEDINORDERS', title: 'Check Out', access: lounge() },
  { actiontype: 'CHECKEDOUTORDERS', title: 'Return', access: lounge('returnsallowed') },
];
