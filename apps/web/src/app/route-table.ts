import type { ComponentType } from 'react';
import type { Access } from '@shop/contracts/access';
import { everyone, lounge, loungeSupervisors, shoppers, staff, subscribers, supervisors, userManagers, vendorsOnly } from '@shop/contracts/access-groups';
import { reportPeople } from '@shop/contracts/report-catalogue';
import type { RouteName } from './paths';
import type { RouteHandle } from './route-handle';

export type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** Who opens the page: the same rule the server's calls use (`allows` from @shop/contracts/access). */
  access: Access;
  /** The page, loaded with its route. */
  page: PageModule;
  /** Handed to the page through RouteHandleContext (document pages read their document name here). */
  handle?: RouteHandle;
  /** Whoever may not open the page is sent to / instead of "not found" (back office 2.10 and 6). */
  elseHome?: true;
}

const vendors = vendorsOnly;
/** Picture uploads of master products, categories and vendors: whoever may change those (decision 0080). */
const uploaders = loungeSupervisors;

const documentPage: PageModule = () => import('../features/content/document-page');
/** A catalogue screen (features/catalogue-admin/pages), each its own lazy chunk. */
const admin = (page: string): PageModule => () => import(`../features/catalogue-admin/pages/${page}.tsx`);
/** A catalogue success page: the saved message and Back To Home to its list (back office section 4.11). */
const savedPage: PageModule = () => import('../features/catalogue-admin/pages/saved-page');
const doc = (document: string, title: string): RouteDef => ({ access: everyone, page: documentPage, handle: { document, title } });
const userForm: PageModule = () => import('../features/users/pages/user-form-page');
const vendorForm: PageModule = () => import('../features/vendors/pages/vendor-form-page');
const vendorMasterForm: PageModule = () => import('../features/vendors/pages/vendor-master-form-page');

type ListRoutes<N extends string> = Record<N | `${N}Add` | `${N}Edit` | `${N}Saved`, RouteDef>;
/** A back-office list with its Add and Edit form and the saved page after it, all for the same people. */
function listRoutes<N extends string>(name: N, access: Access, list: PageModule, form: PageModule, elseHome?: true): ListRoutes<N> {
  const def = (page: PageModule): RouteDef => ({ access, page, ...(elseHome && { elseHome }) });
  return { [name]: def(list), [`${name}Add`]: def(form), [`${name}Edit`]: def(form), [`${name}Saved`]: def(savedPage) } as ListRoutes<N>;
}

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
  walkInPayment: { access: lounge, page: () => import('../features/counter/walk-in-payment-page') },
  cartPayment: { access: subscribers, page: () => import('../features/checkout/pages/payment-page') },
  cartReview: { access: subscribers, page: () => import('../features/checkout/pages/review-page') },
  paymentSuccess: { access: shoppers, page: () => import('../features/checkout/pages/success-page') },
  paymentFailed: { access: shoppers, page: () => import('../features/checkout/pages/failed-page') },
  orderPaymentFailed: { access: shoppers, page: () => import('../features/counter/order-payment-failed-page') },
  orderQueue: { access: staff, page: () => import('../features/staff/order-queue-page') },
  myOrders: { access: subscribers, page: () => import('../features/orders/pages/my-orders-page') },
  staffOrderDetail: { access: staff, page: () => import('../features/staff/order-detail-page') },
  orderDetail: { access: subscribers, page: () => import('../features/orders/pages/order-detail-page') },
  updateFlight: { access: subscribers, page: () => import('../features/orders/pages/update-flight-page') },
  orderPayment: { access: lounge, page: () => import('../features/counter/order-payment-page') },
  counterOrder: { access: lounge, page: () => import('../features/counter/counter-order-page') },
  ...listRoutes('products', supervisors, admin('products-page'), admin('product-form-page'), true),
  categoryProducts: { access: staff, page: () => import('../features/counter/walk-in-products-page') },
  users: { access: userManagers, elseHome: true, page: () => import('../features/users/pages/users-page') },
  usersAdd: { access: userManagers, elseHome: true, page: userForm },
  usersEdit: { access: userManagers, elseHome: true, page: userForm },
  reports: { access: reportPeople, page: () => import('../features/reports/reports-page') },
  runReport: { access: reportPeople, page: () => import('../features/reports/run-report-page') },
  reportDetail: { access: reportPeople, page: () => import('../features/reports/report-detail-page') },
  reportExtract: { access: reportPeople, page: () => import('../features/reports/extract-page') },
  productMaster: { access: loungeSupervisors, page: admin('master-products-page') },
  ...listRoutes('masterProducts', loungeSupervisors, admin('master-products-page'), admin('master-form-page')),
  ...listRoutes('classifications', loungeSupervisors, admin('classifications-page'), admin('classification-form-page')),
  ...listRoutes('classTypes', loungeSupervisors, admin('class-types-page'), admin('class-type-form-page')),
  ...listRoutes('categorys', loungeSupervisors, admin('categorys-page'), admin('category-form-page')),
  imageUpload: { access: uploaders, page: admin('image-upload-page') },
  imageUploadSuccess: { access: uploaders, page: savedPage },
  walkInCategories: { access: lounge, page: () => import('../features/counter/walk-in-products-page') },
  admin: { access: lounge, page: () => import('../features/staff/admin-page') },
  ...listRoutes('vendors', loungeSupervisors, () => import('../features/vendors/pages/vendors-page'), vendorForm),
  ...listRoutes('vendorMaster', loungeSupervisors, () => import('../features/vendors/pages/vendor-masters-page'), vendorMasterForm),
  exchangeRates: { access: loungeSupervisors, page: () => import('../features/currency/pages/exchange-rates-page') },
  cancelRequest: { access: vendors, page: () => import('../features/staff/cancel-request-page') },
  orderSuccess: { access: everyone, page: () => import('../features/orders/pages/order-success-page') },
  orderFailed: { access: everyone, page: () => import('../features/orders/pages/order-failed-page') },
  paymentCancel: { access: everyone, page: () => import('../features/orders/pages/payment-cancel-page') },
  receipt: { access: everyone, page: () => import('../features/counter/receipt-page') },
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
