/**
 * Every path of the shop by name (storefront section 2, back office section 2.1): links and navigations use
 * `paths.x`, never a written address. Two names may share a path when roles see different pages there
 * (`home` and `staffHome` are both `/`); the route table (route-table.ts) says who opens which.
 */

/** A list screen with its add, edit and saved screens: `vendors`, `vendorsAdd`, `vendorsEdit`, `vendorsSaved`. */
const crud = <K extends string>(name: K, base: string, saved = '/success') =>
  ({ [name]: base, [`${name}Add`]: `${base}/add`, [`${name}Edit`]: `${base}/edit`, [`${name}Saved`]: base + saved }) as Record<
    K | `${K}Add` | `${K}Edit` | `${K}Saved`,
    string
  >;

/** The sign-in screens: open to everyone, outside the signed-in gate. */
export const publicPaths = {
  login: '/login',
  resetPassword: '/reset-password',
  register: '/register',
  changePassword: '/change-password',
  networkError: '/networkerror',
} as const;

export const paths = {
  ...publicPaths,
  // Shopper pages (storefront section 2).
  home: '/',
  stores: '/stores',
  storeCategories: '/store/categories',
  storeProducts: '/store/products',
  productDetail: '/product/detail',
  cart: '/cart',
  cartGuest: '/cart/guest',
  cartCheckout: '/cart/checkout',
  cartPayment: '/cart/payment',
  cartReview: '/cart/review',
  paymentSuccess: '/payment/success',
  paymentFailed: '/payment/failed',
  orderPaymentFailed: '/order/payment/failed',
  myOrders: '/orders',
  orderDetail: '/order/detail',
  updateFlight: '/order/update-flight',
  // Staff pages (back office section 2.1).
  staffHome: '/',
  orderQueue: '/orders',
  staffOrderDetail: '/order/detail',
  walkInPayment: '/cart/payment',
  orderPayment: '/order/payment',
  /** The counter's own view of one order (?orderid=): check-out, refund, cancel, receipt (issue #13). */
  counterOrder: '/counter/order',
  ...crud('products', '/products', '/productsuccess'),
  categoryProducts: '/category/product',
  users: '/users',
  usersAdd: '/users/add',
  usersEdit: '/users/edit',
  reports: '/reports',
  runReport: '/reports/runreport',
  reportDetail: '/reports/reportdetail',
  /** The extract screen (back office 2.8): a date range and the CSV in an iframe. */
  reportExtract: '/reports/extract',
  productMaster: '/productmaster',
  ...crud('masterProducts', '/masterproducts', '/productsuccess'),
  ...crud('classifications', '/classifications'),
  ...crud('classTypes', '/classtypes'),
  ...crud('categorys', '/categorys'),
  imageUpload: '/imageupload',
  imageUploadSuccess: '/imageupload/success',
  walkInCategories: '/categories',
  admin: '/admin',
  ...crud('vendors', '/vendors'),
  ...crud('vendorMaster', '/vendormaster'),
  /** The exchange rate table the counter and the JMD prices use (issue 29, decision 0140). */
  exchangeRates: '/exchangerates',
  cancelRequest: '/CancelRequest',
  // Pages of every role.
  orderSuccess: '/order/success',
  orderFailed: '/order/failed',
  paymentCancel: '/order/PaymentCancel',
  receipt: '/order/receipt',
  developerContact: '/developer-contact',
  bannerPage: '/BannerPage',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  aboutUs: '/Aboutus',
  howItWorks: '/Servicework',
  contactUs: '/Contactus',
  pickupLocations: '/Pickuplocations',
  customsAllowances: '/CustomsAllowances',
  aboutPayment: '/AboutPayment',
  cancellationPolicy: '/CancellationPolicy',
  termsOfUse: '/TermsofUse',
};

export type PathName = keyof typeof paths;
export type PublicPathName = keyof typeof publicPaths;
/** A page behind the signed-in gate. */
export type RouteName = Exclude<PathName, PublicPathName>;
