import type { users } from '../db/schema/users.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { sha256Hex } from '../modules/auth/tokens.js';

export const DEMO_PASSWORD = 'DutyFree#2026';

type NewUser = Omit<typeof users.$inferInsert, 'passwordHash'>;

const PASSENGERS = [['Shanice', 'Bailey'], ['Marlon', 'Grant'], ['Tamara', 'Lewis'], ['Devon', 'Clarke']] as const;

/** The demo accounts the README lists; each signs in with DEMO_PASSWORD. */
export const demoAccounts = (loungeVendorId: string, shopVendorId: string, expressVendorId: string): NewUser[] => [
  { username: 'guest', firstname: 'Guest', lastname: 'Shopper', email: 'guest@dutyfree.example', internal: true, subscriber: true },
  { username: 'shopper', firstname: 'Keisha', lastname: 'Campbell', email: 'shopper@dutyfree.example', phone: '8765550101', subscriber: true, dateOfBirth: '1990-04-12' },
  { username: 'traveller', firstname: 'Jordan', lastname: 'Henry', email: 'traveller@dutyfree.example', phone: '8765550107', subscriber: true, dateOfBirth: '1986-09-30' },
  // Four more passengers: each browser-test worker checks out as its own (a new reservation ends the owner's other).
  ...PASSENGERS.map(([firstname, lastname], i) => ({
    username: `passenger${i + 1}`, firstname, lastname, email: `passenger${i + 1}@dutyfree.example`,
    phone: `87655502${String(i + 1).padStart(2, '0')}`, subscriber: true, dateOfBirth: '1992-02-14',
  })),
  {
    username: 'lounge', firstname: 'Andre', lastname: 'Williams', email: 'lounge@dutyfree.example', phone: '8765550102',
    loungeoperator: true, supervisor: true, manageuser: true, adminuser: true, reportagent: true,
    fulfillmentallowed: true, assignmentallowed: true, checkinallowed: true, returnsallowed: true, refundsallowed: true,
    vendorid: loungeVendorId,
  },
  {
    username: 'vendor', firstname: 'Marcia', lastname: 'Brown', email: 'vendor@dutyfree.example', phone: '8765550103',
    vendor: true, supervisor: true, fulfillmentallowed: true, assignmentallowed: true, returnsallowed: true, checkinallowed: true,
    vendorid: shopVendorId,
  },
  {
    username: 'agent', firstname: 'Damion', lastname: 'Reid', email: 'agent@dutyfree.example', phone: '8765550104',
    vendor: true, fulfillmentallowed: true, assignmentallowed: true, vendorid: shopVendorId,
  },
  {
    username: 'express', firstname: 'Tanya', lastname: 'Morgan', email: 'express@dutyfree.example', phone: '8765550105',
    vendor: true, express: true, fulfillmentallowed: true, vendorid: expressVendorId,
  },
  { username: 'reports', firstname: 'Omar', lastname: 'Thompson', email: 'reports@dutyfree.example', phone: '8765550106', vendor: true, reportagent: true, vendorid: shopVendorId },
];

/**
 * Each account gets its own salt, so equal passwords do not show as equal hashes. One hash at a time: the hash
 * queue refuses a hash that waits over 10 s (a sign-in flood is refused, not queued), and a dozen queued at once
 * on a busy machine waited longer, so the first start of the shop ended before it opened.
 */
export async function withPasswords(rows: NewUser[]) {
  const wire = sha256Hex(DEMO_PASSWORD);
  const hashed = [];
  for (const r of rows) hashed.push({ ...r, passwordHash: await hashPassword(wire) });
  return hashed;
}
