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

/**
 * The account menu of storefront section 6, for signed-in users (not the guest). Each link shows only to
 * whoever may open its page, by the route table's access rule; a group left with one link shows it alone
 * (a vendor supervisor's Products).
 */
export const accountMenu: NavLink[] = [
  { label: 'My Orders', to: 'myOrders' },
  { label: 'Users', to: 'users' },
  { label: 'Vendor Master', to: 'vendorMaster', group: 'Vendors' },
  { label: 'Vendors', to: 'vendors', group: 'Vendors' },
  { label: 'Class Types', to: 'classTypes', group: 'Products' },
  { label: 'Classification', to: 'classifications', group: 'Products' },
  { label: 'Categories', to: 'categorys', group: 'Products' },
  { label: 'Product Master', to: 'masterProducts', group: 'Products' },
  { label: 'Products', to: 'products', group: 'Products' },
  { label: 'Change Password', to: 'changePassword' },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Home', to: 'staffHome' },
      { label: 'Home', to: 'home' },
      { label: 'Cart', to: 'cart' },
      { label: 'My Orders', to: 'myOrders' },
      { label: 'How It Works', to: 'howItWorks' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: 'faq' },
      { label: 'Pick-up Locations', to: 'pickupLocations' },
      { label: 'Customs Allowances', to: 'customsAllowances' },
      { label: 'Contact Us', to: 'contactUs' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'About Payment', to: 'aboutPayment' },
      { label: 'Cancellation Policy', to: 'cancellationPolicy' },
      { label: 'Terms of Use', to: 'termsOfUse' },
      { label: 'Privacy Policy', to: 'privacyPolicy' },
    ],
  },
  { title: 'About', links: [{ label: 'About Us', to: 'aboutUs' }, { label: 'Developer Contact', to: 'developerContact' }] },
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
