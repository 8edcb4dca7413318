import { z } from 'zod';
import { airportId, direction, int4, text, yn } from './common.js';
import { DEFAULT_PAGE_SIZE, DEFAULT_PRODUCT_SORT, pageSizes, productSorts } from './enums.js';
import { fields, tooLongText } from './fields.js';

export { bannerTypes, documentNames, pageSizes, productSorts } from './enums.js';

export const bannerSchema = z.object({
  bannerid: z.number().int(),
  bannertype: z.string(),
  linkid: z.string().nullable(),
  sequenceid: z.number().int(),
  airportid: airportId,
  direction: direction,
  title: z.string(),
  caption: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const categorySummarySchema = z.object({
  categoryid: z.number().int(),
  description: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const storeSummarySchema = z.object({
  storeid: z.string(),
  name: z.string(),
  description: z.string(),
  vendorreferenceid: z.string(),
  direction: direction,
  airportid: airportId,
  loungeoperator: yn,
  categories: z.array(categorySummarySchema),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const getStoresRequest = z.object({ airportid: airportId, direction: direction });
export const getStoresData = z.object({ stores: z.array(storeSummarySchema) });

export const siblingSchema = z.object({
  productid: z.number().int(),
  productname: z.string(),
  unitcost: z.number(),
  quantity: z.number().int(),
});

export const productSchema = z.object({
  productid: z.number().int(),
  productreferenceid: z.string(),
  productname: z.string(),
  brand: z.string(),
  description: z.string(),
  unitcost: z.number(),
  msrp: z.number().nullable(),
  taxrate: z.number().nullable(),
  quantity: z.number().int(),
  noticequantity: z.number().int(),
  stickerid: z.string().nullable(),
  /** The sticker's words ("Best Seller"), shown as text over the picture. */
  stickername: z.string().nullable(),
  rootproductid: z.number().int(),
  siblings: z.array(siblingSchema),
  vendorid: z.string(),
  vendorname: z.string(),
  categoryid: z.number().int(),
  categoryname: z.string(),
  status: z.enum(['A', 'I']),
});
export type Product = z.infer<typeof productSchema>;

const PRICE_MAX = 1_000_000;

export const getProductsRequest = z
  .object({
    /** The store; may be left out when asking for one product by productid (a product banner). */
    vendorid: text().trim().min(1, 'Store is required.').max(fields.storeid.max, tooLongText(fields.storeid)).optional(),
    categoryid: int4().positive().optional(),
    productid: int4().positive().optional(),
    search: text().trim().max(fields.search.max, tooLongText(fields.search)).optional().default(''),
    brands: z.array(text().max(fields.brand.max, tooLongText(fields.brand))).max(200).optional().default([]),
    minprice: z.number().nonnegative().max(PRICE_MAX).optional(),
    maxprice: z.number().nonnegative().max(PRICE_MAX).optional(),
    sort: z.enum(productSorts).optional().default(DEFAULT_PRODUCT_SORT),
    page: int4().min(1).max(100000).optional().default(1),
    pagesize: int4()
      .refine((n) => (pageSizes as readonly number[]).includes(n), `Page size must be one of ${pageSizes.join(', ')}.`)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((r) => r.vendorid !== undefined || r.productid !== undefined, {
    path: ['vendorid'],
    message: 'Store is required unless a product is given.',
  });
export type GetProductsRequest = z.input<typeof getProductsRequest>;

export const getProductsData = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
  /** The brands of the category and search (whatever brands and price range are chosen). */
  brands: z.array(z.string()),
  /** Those of `brands` with no product inside the chosen price range: picking one would leave nothing. */
  brandsoutofrange: z.array(z.string()),
  /** The price bounds of the category and search. */
  pricemin: z.number(),
  pricemax: z.number(),
});
export type GetProductsData = z.infer<typeof getProductsData>;

export const checkCartRequest = z.object({
  items: z
    .array(z.object({ productid: int4().positive(), quantity: int4().min(1).max(10000) }))
    .max(200),
});
export const checkCartData = z.object({
  items: z.array(
    z.object({
      productid: z.number().int(),
      productname: z.string(),
      unitcost: z.number(),
      taxrate: z.number().nullable(),
      quantity: z.number().int(),
      status: z.enum(['A', 'I', 'GONE']),
    }),
  ),
});

export const priceListEntrySchema = z.object({
  productid: z.enum(['DEPARTURELOUNGE', 'ARRIVALONLY', 'ARRIVALBUNDLE']),
  description: z.string(),
  adultprice: z.number(),
  childprice: z.number(),
});
export const getMarketsData = z.object({
  markets: z.array(z.object({ market: z.string(), currencycode: z.string(), pricelist: z.array(priceListEntrySchema) })),
});


export const getDocumentRequest = z.object({
  document: text()
    .trim()
    .min(1, 'Document is required.')
    .max(fields.document.max, tooLongText(fields.document))
    .regex(/^[a-z0-9-]+$/i, 'Document must be a document name.'),
});
export const getDocumentData = z.object({ document: z.string(), title: z.string(), html: z.string() });
