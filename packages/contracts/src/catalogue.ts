import { z } from 'zod';
import { airportId, direction, yn } from './common.js';

export const bannerTypes = ['MAIN-VENDOR', 'MAIN-PRODUCT', 'MAIN-URL', 'DETAIL', 'AD'] as const;

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

export const productSorts = ['product_asc', 'product_desc', 'price_asc', 'price_desc'] as const;
export const pageSizes = [10, 20, 50, 100, 500] as const;

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

export const getProductsRequest = z
  .object({
    /** The store; may be left out when asking for one product by productid (a product banner). */
    vendorid: z.string().trim().min(1, 'vendorid is required').max(20).optional(),
    categoryid: z.number().int().positive().optional(),
    productid: z.number().int().positive().optional(),
    search: z.string().trim().max(100).optional().default(''),
    brands: z.array(z.string().max(100)).max(200).optional().default([]),
    minprice: z.number().nonnegative().optional(),
    maxprice: z.number().nonnegative().optional(),
    sort: z.enum(productSorts).optional().default('product_asc'),
    page: z.number().int().min(1).max(100000).optional().default(1),
    pagesize: z
      .number()
      .int()
      .refine((n) => (pageSizes as readonly number[]).includes(n), 'pagesize must be one of 10, 20, 50, 100, 500')
      .optional()
      .default(10),
  })
  .refine((r) => r.vendorid !== undefined || r.productid !== undefined, {
    path: ['vendorid'],
    message: 'vendorid is required unless productid is given',
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
    .array(z.object({ productid: z.number().int().positive(), quantity: z.number().int().min(1).max(10000) }))
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

export const getDocumentRequest = z.object({
  document: z
    .string()
    .trim()
    .min(1, 'document is required')
    .max(60)
    .regex(/^[a-z0-9-]+$/i, 'document must be a document name'),
});
export const getDocumentData = z.object({ document: z.string(), title: z.string(), html: z.string() });
