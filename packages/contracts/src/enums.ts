/** Closed value lists of the wire, zod-free so the web imports them too (docs/decisions/0015). */

export const ynValues = ['Y', 'N'] as const;
export type YN = (typeof ynValues)[number];

export const airportIds = ['SIA', 'NMIA'] as const;
export type AirportId = (typeof airportIds)[number];

/** The airports' names as people read them (back office 2.4): SIA is Sangster International, NMIA Norman Manley International. */
export const AIRPORT_NAMES: Record<AirportId, string> = { SIA: 'Sangster International', NMIA: 'Norman Manley International' };

/** An airport's name; any id other than SIA is Norman Manley International. */
export const airportName = (id: string): string => (id === 'SIA' ? AIRPORT_NAMES.SIA : AIRPORT_NAMES.NMIA);

/** A for arrival, D for departure. */
export const directions = ['A', 'D'] as const;
export type Direction = (typeof directions)[number];

/** getproducts sort orders (storefront section 5); the first is the default. */
export const productSorts = ['product_asc', 'product_desc', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'product_asc';

/** Page sizes of the products page; any filter change goes back to the default. */
export const pageSizes = [10, 20, 50, 100, 500] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const bannerTypes = ['MAIN-VENDOR', 'MAIN-PRODUCT', 'MAIN-URL', 'DETAIL', 'AD'] as const;

export const documentNames = [
  'faqs',
  'aboutus',
  'howitworks',
  'contactus',
  'pickuplocations',
  'customallowance',
  'aboutpayment',
  'cancellationpolicy',
  'termsofuse',
  'privacypolicy',
] as const;
export type DocumentName = (typeof documentNames)[number];
