import type { ComponentType } from 'react';
import { anyOf, roles, type Access, type PermissionFlag, type Role } from '@shop/contracts/access';
import type { RouteName } from './paths';

export type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** Who opens the page: the same rule the server's calls use (`allows` from @shop/contracts/access). */
  access: Access;
  /** The page; without one, a placeholder that says what a later capability puts there. */
  page?: PageModule;
  /** Passed to the page through the route handle (document pages read their document name here). */
  handle?: { document: string; title: string };
}

const staffRoles: Role[] = ['vendor', 'loungeoperator'];
const staffWith = (...flags: PermissionFlag[]) => anyOf({ roles: staffRoles, flags });

const everyone = anyOf({ roles: [...roles] });
const subscribers = anyOf({ roles: ['subscriber'] });
const shoppers = anyOf({ roles: ['subscriber', 'loungeoperator'] });
const staff = anyOf({ roles: staffRoles });
const lounge = anyOf({ roles: ['loungeoperator'] });
const vendors = anyOf({ roles: ['vendor'] });
/** A store's own products: vendor and lounge supervisors (back office section 6). */
const supervisors = staffWith('supervisor');
/**
 * The Vendors and Products menus (vendors, vendor master, class types, classifications, categories, the
 * product master): lounge operator supervisors, who run the airport's catalogue (storefront section 6).
 */
const loungeSupervisors = anyOf({ roles: ['loungeoperator'], flags: ['supervisor'] });
/** Picture uploads: vendor supervisors and lounge operators, who get the assets list at sign-in. */
const uploaders = anyOf({ roles: ['vendor'], flags: ['supervisor'] }, { roles: ['loungeoperator'] });

const documentPage: PageModule = () => import('../features/content/document-page');
const doc = (document: string, title: string): RouteDef => ({ access: everyone, page: documentPage, handle: { document, title } });

/**
 * Every page behind the signed-in gate and who opens it. Where two names share a path (paths.ts), the
 * first one in this table that the user passes is the page shown: staff versions come first, so a staff
 * member who is also a subscriber sees the staff page, as the storefront's role order had it.
 */
export const routeTable: Record<RouteName, RouteDef> = {
  staffHome: { access: staff, page: () => import('../features/staff/staff-home-page') },
  home: { access: subscribers, page: () => import('../features/catalogue/pages/home-page') },
  stores: { access: subscribers, page: () => import('../features/catalogue/pages/stores-page') },
  storeCategories: { access: subscribers, page: () => import('../features/catalogue/pages/categories-page') },
  storeProducts: { access: subscribers, page: () => import('../features/catalogue/pages/products-page') },
  productDetail: { access: shoppers, page: () => import('../features/catalogue/pages/product-detail-page') },
  cart: { access: shoppers, page: () => import('../features/cart/pages/cart-page') },
  cartGuest: { access: shoppers, page: () => import('../features/checkout/pages/guest-page') },
  cartCheckout: { access: shoppers, page: () => import('../features/checkout/pages/flight-page') },
  walkInPayment: { access: lounge },
  cartPayment: { access: subscribers, page: () => import('../features/checkout/pages/payment-page') },
  cartReview: { access: subscribers, page: () => import('../features/checkout/pages/review-page') },
  paymentSuccess: { access: shoppers, page: () => import('../features/checkout/pages/success-page') },
  paymentFailed: { access: shoppers, page: () => import('../features/checkout/pages/failed-page') },
  orderPaymentFailed: { access: shoppers, page: () => import('../features/checkout/pages/failed-page') },
  orderQueue: { access: staff, page: () => import('../features/staff/order-queue-page') },
  myOrders: { access: subscribers },
  staffOrderDetail: { access: staff },
  orderDetail: { access: subscribers },
  updateFlight: { access: subscribers },
  orderPayment: { access: lounge },
  products: { access: supervisors },
  productsAdd: { access: supervisors },
  productsEdit: { access: supervisors },
  productsSaved: { access: supervisors },
  categoryProducts: { access: staff },
  users: { access: staffWith('manageuser') },
  usersAdd: { access: staffWith('manageuser') },
  usersEdit: { access: staffWith('manageuser') },
  reports: { access: staffWith('reportagent') },
  runReport: { access: staffWith('reportagent') },
  reportDetail: { access: staffWith('reportagent') },
  productMaster: { access: loungeSupervisors },
  masterProducts: { access: loungeSupervisors },
  masterProductsAdd: { access: loungeSupervisors },
  masterProductsEdit: { access: loungeSupervisors },
  masterProductsSaved: { access: loungeSupervisors },
  classifications: { access: loungeSupervisors },
  classificationsAdd: { access: loungeSupervisors },
  classificationsEdit: { access: loungeSupervisors },
  classificationsSaved: { access: loungeSupervisors },
  classTypes: { access: loungeSupervisors },
  classTypesAdd: { access: loungeSupervisors },
  classTypesEdit: { access: loungeSupervisors },
  classTypesSaved: { access: loungeSupervisors },
  categorys: { access: loungeSupervisors },
  categorysAdd: { access: loungeSupervisors },
  categorysEdit: { access: loungeSupervisors },
  categorysSaved: { access: loungeSupervisors },
  imageUpload: { access: uploaders },
  imageUploadSuccess: { access: uploaders },
  walkInCategories: { access: lounge },
  admin: { access: lounge },
  vendors: { access: loungeSupervisors },
  vendorsAdd: { access: loungeSupervisors },
  vendorsEdit: { access: loungeSupervisors },
  vendorsSaved: { access: loungeSupervisors },
  vendorMaster: { access: loungeSupervisors },
  vendorMasterAdd: { access: loungeSupervisors },
  vendorMasterEdit: { access: loungeSupervisors },
  vendorMasterSaved: { access: loungeSupervisors },
  cancelRequest: { access: vendors },
  orderSuccess: { access: everyone },
  orderFailed: { access: everyone },
  paymentCancel: { access: everyone },
  receipt: { access: everyone },
  developerContact: { access: everyone, page: () => import('../features/content/developer-contact-page') },
  bannerPage: { access: everyone, page: documentPage },
  faq: doc('faqs', 'Frequently Asked Questions'),
  privacyPolicy: doc('privacypolicy', 'Privacy Policy'),
  aboutUs: doc('aboutus', 'About Us'),
  howItWorks: doc('howitworks', 'How It Works'),
  contactUs: doc('contactus', 'Contact Us'),
  pickupLocations: doc('pickuplocations', 'Pick-up Locations'),
  customsAllowances: doc('customallowance', 'Customs Allowances'),
  aboutPayment: doc('aboutpayment', 'About Payment'),
  cancellationPolicy: doc('cancellationpolicy', 'Cancellation Policy'),
  termsOfUse: doc('termsofuse', 'Terms of Use'),
};
