import { defineHandlers } from '../../calls/types.js';
import { uploadFile } from '../media/upload-service.js';
import { listAllCategories, updateCategory } from './category-service.js';
import { listClassifications, listClassTypes, updateClassification, updateClassType } from './class-service.js';
import { getProductMaster, updateProductMaster } from './master-service.js';
import { getStoreProducts, updateProduct } from './store-product-service.js';

/** The supervisors' catalogue calls (back office sections 2.10 and 7). */
export const catalogueAdminHandlers = defineHandlers({
  getstoreproducts: (ctx, req) => getStoreProducts(ctx, req),
  updateproduct: (ctx, req) => updateProduct(ctx, req),
  getproductmaster: (ctx, req) => getProductMaster(ctx, req),
  updateproductmaster: (ctx, req) => updateProductMaster(ctx, req),
  getclasstype: async (ctx) => ({ classtypes: await listClassTypes(ctx.db) }),
  updateclasstype: (ctx, req) => updateClassType(ctx, req),
  getclassification: async (ctx, req) => ({ classifications: await listClassifications(ctx.db, req.classtypeid) }),
  updateclassification: (ctx, req) => updateClassification(ctx, req),
  getcategory: async (ctx) => ({ categories: await listAllCategories(ctx.db) }),
  updatecategory: (ctx, req) => updateCategory(ctx, req),
  uploadfile: (ctx, req) => uploadFile(ctx, req),
});
