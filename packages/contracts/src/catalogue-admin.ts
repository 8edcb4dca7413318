import { z } from 'zod';
import { int4, money, text, yn } from './common.js';
import { assetTypes, productTexts } from './catalogue-texts.js';

const status = z.enum(['A', 'I']);
const actiontype = z.enum(['CREATE', 'UPDATE', 'DELETE']);
const id = int4().positive();
const optionalId = id.nullable().optional();
/** Free text of a catalogue form; its required rule is checked by the service with the screen's own sentence. */
const formText = (max: number) => text().trim().max(max).optional().default('');

/** A list page on the server: search on the name, 1-based page, page size up to 100. */
const listRequest = {
  search: text().trim().max(100).optional().default(''),
  page: int4().min(1).optional().default(1),
  pagesize: int4().min(1).max(100).optional().default(10),
  productid: optionalId,
};

/** Dollars with at most 2 decimals. */
const unitcost = money.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, productTexts.unitcostInvalid);

export const masterProduct = z.object({
  productid: z.number(),
  productreferenceid: z.string(),
  productname: z.string(),
  categoryid: z.number(),
  categoryname: z.string(),
  unitcost: z.number(),
  taxexempt: yn,
  noticequantity: z.number(),
  description: z.string(),
  parent: yn,
  parentid: z.number().nullable(),
  classtype1: z.number().nullable(),
  classtype2: z.number().nullable(),
  classid1: z.number().nullable(),
  classid2: z.number().nullable(),
  status,
  recommended: yn,
  vendors: z.array(z.string()),
});
export type MasterProduct = z.infer<typeof masterProduct>;

export const getProductMasterRequest = z.object({
  ...listRequest,
  /** Y: parents only (the form's parent selector). */
  parentsonly: yn.optional().default('N'),
  /** Y: only active products a store sells (not parents), that the caller's store may sell and does not sell yet (the product form). */
  sellable: yn.optional().default('N'),
});
export const getProductMasterData = z.object({ products: z.array(masterProduct), total: z.number() });

export const masterProductInput = z.object({
  productid: optionalId,
  productname: formText(200),
  /** 0 or null: none chosen yet. */
  categoryid: int4().min(0).nullable().optional(),
  unitcost: unitcost.nullable().optional(),
  taxexempt: yn.optional().default('N'),
  noticequantity: int4().min(0).nullable().optional(),
  description: formText(2000),
  parent: yn.optional().default('N'),
  parentid: optionalId,
  classtype1: optionalId,
  classtype2: optionalId,
  classid1: optionalId,
  classid2: optionalId,
  status: status.optional().default('A'),
  recommended: yn.optional().default('N'),
  vendors: z.array(text().max(40)).max(200).optional().default([]),
});
export type MasterProductInput = z.input<typeof masterProductInput>;

export const updateProductMasterRequest = z.object({
  actiontype: actiontype.optional(),
  edit: z.boolean().optional(),
  productmaster: z.literal(true).optional(),
  product: masterProductInput,
});
export const savedData = z.object({ message: z.string(), id: z.number().nullable() });

export const classType = z.object({ classtypeid: z.number(), description: z.string() });
export const getClassTypeData = z.object({ classtypes: z.array(classType) });
export const updateClassTypeRequest = z.object({
  actiontype,
  classtypeid: optionalId,
  classtypedescription: formText(100),
});

export const classification = z.object({ classid: z.number(), classtypeid: z.number(), classtype: z.string(), description: z.string() });
export type Classification = z.infer<typeof classification>;
export const getClassificationRequest = z.object({ classtypeid: optionalId });
export const getClassificationData = z.object({ classifications: z.array(classification) });
export const updateClassificationRequest = z.object({
  actiontype,
  classid: optionalId,
  classtypeid: optionalId,
  classificationdescription: formText(100),
});

/** restricted Y: alcohol or tobacco, sold to buyers of 18 or older only (decision 0130). */
export const adminCategory = z.object({ categoryid: z.number(), description: z.string(), status, restricted: yn });
export type AdminCategory = z.infer<typeof adminCategory>;
export const getCategoryData = z.object({ categories: z.array(adminCategory) });
export const updateCategoryRequest = z.object({
  actiontype,
  categoryid: optionalId,
  description: formText(100),
  /** Y: alcohol or tobacco (age check at checkout); left out keeps the category as it is, N on create. */
  restricted: yn.optional(),
  /** Sent by the original screen on create; not used. */
  classid: z.unknown().optional(),
});

export const storeProduct = z.object({
  productid: z.number(),
  masterproductid: z.number().nullable(),
  productreferenceid: z.string(),
  productname: z.string(),
  categoryid: z.number(),
  categoryname: z.string(),
  description: z.string(),
  unitcost: z.number(),
  taxrate: z.number(),
  quantity: z.number(),
  status,
});
export type StoreProduct = z.infer<typeof storeProduct>;
export const getStoreProductsRequest = z.object(listRequest);
export const getStoreProductsData = z.object({ products: z.array(storeProduct), total: z.number() });

export const updateProductRequest = z.object({
  actiontype,
  edit: z.boolean().optional(),
  productmaster: z.literal(false).optional(),
  /** The quantity the form was opened with: the update is refused if the stock changed since (no lost change). */
  previousquantity: int4().min(0).nullable().optional(),
  product: z.object({
    productid: optionalId,
    masterproductid: optionalId,
    quantity: int4().min(0).nullable().optional(),
    unitcost: unitcost.nullable().optional(),
    status: status.optional(),
  }),
});

export const uploadFileRequest = z.object({
  assettype: z.enum(assetTypes as ['PRODUCT', 'CATEGORY', 'VENDOR']),
  assetid: text().trim().min(1, 'is required.').max(80),
  delete: yn.optional().default('N'),
  /** The chosen file: its name and type as the browser gave them (not trusted) and its bytes in base64. */
  file: z
    .object({ name: text().max(255), type: text().max(100), data: z.string().max(2_000_000).regex(/^[A-Za-z0-9+/=]*$/, 'must be base64.') })
    .optional(),
});
