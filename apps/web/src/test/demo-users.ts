import type { UserDefault } from '@shop/contracts/auth';
import type { LoginDetail } from '../features/auth/session-store';

type Flag = Exclude<keyof UserDefault, 'firstname' | 'lastname' | 'email' | 'phone' | 'direction' | 'airportid' | 'vendorid' | 'minimumarrivalhours' | 'minimumdeparturehours' | 'allowedarrivaldays' | 'alloweddeparturedays' | 'taxrate' | 'dateformat' | 'timeformat' | 'datetimeformat'>;

const allN: Record<Flag, 'N'> = {
  subscriber: 'N', loungeoperator: 'N', vendor: 'N', supervisor: 'N', manageuser: 'N', adminuser: 'N', resetpassword: 'N',
  reportagent: 'N', express: 'N', fulfillmentallowed: 'N', assignmentallowed: 'N', checkinallowed: 'N', returnsallowed: 'N',
  refundsallowed: 'N',
};

function user(firstname: string, lastname: string, flags: Flag[]): UserDefault {
  const yes = Object.fromEntries(flags.map((f) => [f, 'Y']));
  return {
    ...allN, ...yes, firstname, lastname, email: '', phone: '', direction: 'D', airportid: 'SIA', vendorid: null,
    minimumarrivalhours: 2, minimumdeparturehours: 3, allowedarrivaldays: 30, alloweddeparturedays: 30, taxrate: 0,
    dateformat: '', timeformat: '', datetimeformat: '',
  };
}

/** The README's demo accounts with the roles and flags the seed gives them (apps/server/src/seed/accounts.ts). */
export const demoUsers = {
  guest: user('Guest', 'Shopper', ['subscriber']),
  shopper: user('Keisha', 'Campbell', ['subscriber']),
  lounge: user('Andre', 'Williams', [
    'loungeoperator', 'supervisor', 'manageuser', 'adminuser', 'reportagent',
    'fulfillmentallowed', 'assignmentallowed', 'checkinallowed', 'returnsallowed', 'refundsallowed',
  ]),
  vendor: user('Marcia', 'Brown', ['vendor', 'supervisor', 'fulfillmentallowed', 'assignmentallowed', 'returnsallowed', 'checkinallowed']),
  agent: user('Damion', 'Reid', ['vendor', 'fulfillmentallowed', 'assignmentallowed']),
  express: user('Tanya', 'Morgan', ['vendor', 'express', 'fulfillmentallowed']),
  reports: user('Omar', 'Thompson', ['vendor', 'reportagent']),
};
export type DemoUser = keyof typeof demoUsers;

/** A stored sign-in of a demo user, as the session store keeps it. */
export const signedIn = (name: DemoUser, more: Partial<UserDefault> = {}): LoginDetail =>
  ({
    username: name, sessionid: 's', renewaltoken: 'r', sessionexpires: '', internal: name === 'guest' ? 'Y' : 'N',
    userdefault: { ...demoUsers[name], ...more }, stores: [], categories: [], banners: { main: [], details: [] },
    currencies: [], reports: [], assets: [], terms: 'N', time: Date.now(),
  }) as LoginDetail;
