import type { Principal } from '@shop/contracts/access';
import { usePrincipal } from '../features/auth/principal';
import { paths, publicPaths, type PathName, type RouteName } from './paths';
import { canOpen } from './route-access';

export interface NavLink {
  label: string;
  to: PathName;
  /** A heading the link sits under in the account menu (storefront section 6: Vendors, Products). */
  group?: string;
}

const link = (label: string, to: PathName, group?: string): NavLink => ({ label, to, group });
const group = (name: string, ...links: [string, PathName][]) => links.map(([label, to]) => link(label, to, name));

/**
 * The account menu of storefront section 6, for signed-in users (not the guest). Each link shows only to
 * whoever may open its page, by the route table's access rule; a group left with one link shows it alone
 * (a vendor supervisor's Products).
 */
export const accountMenu: NavLink[] = [
  link('My Orders', 'myOrders'),
  link('Users', 'users'),
  link('Exchange Rates', 'exchangeRates'),
  ...group('Vendors', ['Vendor Master', 'vendorMaster'], ['Vendors', 'vendors']),
  ...group(
    'Products',
    ['Class Types', 'classTypes'],
    ['Classification', 'classifications'],
    ['Categories', 'categorys'],
    ['Product Master', 'masterProducts'],
    ['Products', 'products'],
  ),
  link('Change Password', 'changePassword'),
];

/** The footer's columns; `Home` twice, for the staff and the shop home at `/`, of which one shows. */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  { title: 'Shop', links: [link('Home', 'staffHome'), link('Home', 'home'), link('Cart', 'cart'), link('My Orders', 'myOrders'), link('How It Works', 'howItWorks')] },
  { title: 'Help', links: [link('FAQ', 'faq'), link('Pick-up Locations', 'pickupLocations'), link('Customs Allowances', 'customsAllowances'), link('Contact Us', 'contactUs')] },
  { title: 'Policies', links: [link('About Payment', 'aboutPayment'), link('Cancellation Policy', 'cancellationPolicy'), link('Terms of Use', 'termsOfUse'), link('Privacy Policy', 'privacyPolicy')] },
  { title: 'About', links: [link('About Us', 'aboutUs'), link('Developer Contact', 'developerContact')] },
];

const isPublic = (to: PathName) => to in publicPaths;

/** The links the user may open, each path once (the first allowed name at a path wins, as in the router). */
export function allowedLinks(links: NavLink[], who: Principal): NavLink[] {
  const seen = new Set<string>();
  return links.filter((l) => {
    const path = paths[l.to];
    if (seen.has(path) || !(isPublic(l.to) || canOpen(l.to as RouteName, who))) return false;
    seen.add(path);
    return true;
  });
}

export function useAllowedLinks(links: NavLink[]): NavLink[] {
  return allowedLinks(links, usePrincipal());
}
