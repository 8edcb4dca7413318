import type { ComponentType } from 'react';
import type { Role } from '@shop/contracts/access';
import { placeholder, type PlaceholderInfo } from './placeholders';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  path: string;
  roles: readonly Role[];
  page: PageModule;
  /** Passed to the page through the route handle (document pages read their document name here). */
  handle?: Record<string, string>;
}

const subscriber = ['subscriber'] as const;
const shoppers = ['subscriber', 'loungeoperator'] as const;
const staff = ['vendor', 'loungeoperator'] as const;
const lounge = ['loungeoperator'] as const;
const vendorOnly = ['vendor'] as const;
const everyone = ['subscriber', 'vendor', 'loungeoperator'] as const;

const later = (info: PlaceholderInfo): PageModule => async () => ({ default: placeholder(info) });
const documentPage: PageModule = () => import('../features/content/document-page');

const docs: [string, string, string][] = [
  ['/faq', 'faqs', 'Frequently Asked Questions'],
  ['/privacy-policy', 'privacypolicy', 'Privacy Policy'],
  ['/Aboutus', 'aboutus', 'About Us'],
  ['/Servicework', 'howitworks', 'How It Works'],
  ['/Contactus', 'contactus', 'Contact Us'],
  ['/Pickuplocations', 'pickuplocations', 'Pick-up Locations'],
  ['/CustomsAllowances', 'customallowance', 'Customs Allowances'],
  ['/AboutPayment', 'aboutpayment', 'About Payment'],
  ['/CancellationPolicy', 'cancellationpolicy', 'Cancellation Policy'],
  ['/TermsofUse', 'termsofuse', 'Terms of Use'],
];

const crud = (base: string, what: string, roles: readonly Role[]): RouteDef[] =>
  ['', '/add', '/edit', '/success'].map((suffix) => ({
    path: base + suffix,
    roles,
    page: later({ title: what, coming: `${what}: list, add, edit and delete for supervisors.` }),
  }));

/**
 * Every role-gated route of the shop (storefront section 2, back office section 2.1). A path listed twice
 * serves a different page per role; a user gets the first entry that one of their roles allows.
 */
export const routeTable: RouteDef[] = [
  { path: '/', roles: subscriber, page: () => import('../features/catalogue/pages/home-page') },
  { path: '/', roles: staff, page: later({ title: 'Staff dashboard', coming: 'Your order queues, walk-in sales, reports and catalogue tools.' }) },
  { path: '/stores', roles: subscriber, page: () => import('../features/catalogue/pages/stores-page') },
  { path: '/store/categories', roles: subscriber, page: () => import('../features/catalogue/pages/categories-page') },
  { path: '/store/products', roles: subscriber, page: () => import('../features/catalogue/pages/products-page') },
  { path: '/product/detail', roles: shoppers, page: () => import('../features/catalogue/pages/product-detail-page') },
  { path: '/cart', roles: shoppers, page: () => import('../features/cart/pages/cart-page') },
  { path: '/cart/payment', roles: lounge, page: later({ title: 'Walk-in payment', coming: 'Card or cash payment with the guest\'s signature.' }) },
  // Checkout (issue 8): guest, flight, card, review and the payment result pages.
  { path: '/cart/guest', roles: shoppers, page: () => import('../features/checkout/pages/guest-page') },
  { path: '/cart/checkout', roles: shoppers, page: () => import('../features/checkout/pages/flight-page') },
  { path: '/cart/payment', roles: subscriber, page: () => import('../features/checkout/pages/payment-page') },
  { path: '/cart/review', roles: subscriber, page: () => import('../features/checkout/pages/review-page') },
  { path: '/payment/success', roles: shoppers, page: () => import('../features/checkout/pages/success-page') },
  { path: '/payment/failed', roles: shoppers, page: () => import('../features/checkout/pages/failed-page') },
  { path: '/order/payment/failed', roles: shoppers, page: () => import('../features/checkout/pages/failed-page') },
  { path: '/orders', roles: staff, page: later({ title: 'Order queue', coming: 'Orders to fulfil, assign, check in, check out and return.' }) },
  { path: '/orders', roles: subscriber, page: later({ title: 'My Orders', coming: 'Your orders, 10 to a page, with their status.' }) },
  { path: '/order/detail', roles: staff, page: later({ title: 'Order detail', coming: 'The order, its items and the next action.' }) },
  { path: '/order/detail', roles: subscriber, page: later({ title: 'Order detail', coming: 'Your order, its QR code, flight and items.' }) },
  { path: '/order/update-flight', roles: subscriber, page: later({ title: 'Change flight', coming: 'Move your order to another flight.' }) },
  { path: '/order/payment', roles: lounge, page: later({ title: 'Order payment', coming: 'Card or cash payment and refunds for an order.' }) },
  { path: '/products', roles: staff, page: later({ title: 'Products', coming: 'Your store\'s products, for supervisors.' }) },
  { path: '/products/add', roles: staff, page: later({ title: 'Add Product', coming: 'Add a product from the product master.' }) },
  { path: '/products/edit', roles: staff, page: later({ title: 'Edit Product', coming: 'Change stock, price and status.' }) },
  { path: '/products/productsuccess', roles: staff, page: later({ title: 'Product saved', coming: 'Confirmation of a product change.' }) },
  { path: '/category/product', roles: staff, page: later({ title: 'Category products', coming: 'A category\'s products for walk-in sales.' }) },
  { path: '/users', roles: staff, page: later({ title: 'Users', coming: 'Staff accounts and their permissions.' }) },
  { path: '/users/add', roles: staff, page: later({ title: 'Add user', coming: 'A new staff account.' }) },
  { path: '/users/edit', roles: staff, page: later({ title: 'Edit user', coming: 'Change a staff account.' }) },
  { path: '/reports', roles: staff, page: later({ title: 'Reports', coming: 'Sales, stock and refund reports.' }) },
  { path: '/reports/runreport', roles: staff, page: later({ title: 'Run report', coming: 'Choose dates or order numbers and run.' }) },
  { path: '/reports/reportdetail', roles: staff, page: later({ title: 'Report', coming: 'The report file.' }) },
  { path: '/productmaster', roles: staff, page: later({ title: 'Product Master', coming: 'The master catalogue.' }) },
  { path: '/masterproducts', roles: staff, page: later({ title: 'Product Master', coming: 'The master catalogue.' }) },
  { path: '/masterproducts/add', roles: staff, page: later({ title: 'Add master product', coming: 'A new master product.' }) },
  { path: '/masterproducts/edit', roles: staff, page: later({ title: 'Edit master product', coming: 'Change a master product.' }) },
  { path: '/masterproducts/productsuccess', roles: staff, page: later({ title: 'Master product saved', coming: 'Confirmation.' }) },
  ...crud('/classifications', 'Classifications', staff),
  ...crud('/classtypes', 'Class Types', staff),
  ...crud('/categorys', 'Categories', staff),
  { path: '/imageupload', roles: staff, page: later({ title: 'Image upload', coming: 'Product, category and vendor pictures.' }) },
  { path: '/imageupload/success', roles: staff, page: later({ title: 'Image saved', coming: 'Confirmation.' }) },
  { path: '/categories', roles: lounge, page: later({ title: 'Categories', coming: 'Categories of the lounge store for walk-in sales.' }) },
  { path: '/admin', roles: lounge, page: later({ title: 'Admin', coming: 'Refund Guest, Reprint Receipt, Cancel Return, Cancel Fulfillment, Cancel Check In.' }) },
  ...crud('/vendors', 'Vendors', lounge),
  ...crud('/vendormaster', 'Vendor Master', lounge),
  { path: '/CancelRequest', roles: vendorOnly, page: later({ title: 'Cancel Request', coming: 'Cancel Fulfillment, Cancel Assignment, Cancel Confirmation.' }) },
  { path: '/order/success', roles: everyone, page: later({ title: 'Done', coming: 'The result of an order action.' }) },
  { path: '/order/failed', roles: everyone, page: later({ title: 'Not done', coming: 'What went wrong with an order action.' }) },
  { path: '/order/PaymentCancel', roles: everyone, page: later({ title: 'Payment cancelled', coming: 'The payment was cancelled.' }) },
  { path: '/order/receipt', roles: everyone, page: later({ title: 'Receipt', coming: 'The receipt, to print or e-mail.' }) },
  { path: '/developer-contact', roles: everyone, page: () => import('../features/content/developer-contact-page') },
  { path: '/BannerPage', roles: everyone, page: documentPage },
  ...docs.map(([path, document, title]) => ({ path, roles: everyone, page: documentPage, handle: { document, title } })),
];
