import { allows } from '@shop/contracts/access';
import type { LoginData, UserDefault } from '@shop/contracts/auth';
import { reportPeople, reportsFor } from '@shop/contracts/report-catalogue';
import type { Conn } from '../../db/client.js';
import { bpToRate } from '../../lib/money.js';
import { yn } from '../../lib/yn.js';
import { findStoreTaxBp, listCategories, listStores } from '../catalogue/store-repo.js';
import { listAssets, listBanners, listCurrencies } from '../content/repo.js';
import { principalOf, type UserRow } from './principal.js';

/** Booking windows that the flight and checkout screens apply; the same for every user of this shop. */
export const bookingWindow = {
  minimumarrivalhours: 2,
  minimumdeparturehours: 3,
  allowedarrivaldays: 30,
  alloweddeparturedays: 30,
};

export function userDefaultOf(u: UserRow, taxBp: number): UserDefault {
  return {
    subscriber: yn(u.subscriber),
    loungeoperator: yn(u.loungeoperator),
    vendor: yn(u.vendor),
    supervisor: yn(u.supervisor),
    manageuser: yn(u.manageuser),
    adminuser: yn(u.adminuser),
    resetpassword: yn(u.resetpassword),
    reportagent: yn(u.reportagent),
    express: yn(u.express),
    fulfillmentallowed: yn(u.fulfillmentallowed),
    assignmentallowed: yn(u.assignmentallowed),
    checkinallowed: yn(u.checkinallowed),
    returnsallowed: yn(u.returnsallowed),
    refundsallowed: yn(u.refundsallowed),
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    direction: u.direction,
    airportid: u.airportid,
    vendorid: u.vendorid,
    ...bookingWindow,
    taxrate: bpToRate(taxBp),
    dateformat: u.subscriber ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
    timeformat: 'hh:mm A',
    datetimeformat: u.subscriber ? 'MM/DD/YYYY hh:mm A' : 'DD/MM/YYYY hh:mm A',
  };
}

/** Everything the app needs after sign-in, apart from the session tokens. */
export async function loginPayload(db: Conn, u: UserRow): Promise<Omit<LoginData, 'sessionid' | 'sessionexpires'>> {
  const staff = u.vendor || u.loungeoperator;
  const [stores, categories, banners, currencies, assets, taxBp] = [
    await listStores(db),
    await listCategories(db),
    await listBanners(db),
    await listCurrencies(db),
    staff && (u.supervisor || u.loungeoperator) ? await listAssets(db) : [],
    u.vendorid ? await findStoreTaxBp(db, u.vendorid) : 0,
  ];
  return {
    username: u.username,
    internal: yn(u.internal),
    userdefault: userDefaultOf(u, taxBp),
    stores,
    categories,
    banners: {
      main: banners.filter((b) => b.bannertype.startsWith('MAIN-')),
      details: banners.filter((b) => !b.bannertype.startsWith('MAIN-')),
    },
    currencies,
    reports: allows(reportPeople, principalOf(u)) ? reportsFor(u) : [],
    assets,
  };
}
