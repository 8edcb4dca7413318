import { defineHandlers } from '../../calls/types.js';
import { getProducts } from './product-service.js';
import { listStores } from './store-repo.js';

export const catalogueHandlers = defineHandlers({
  getstores: async (ctx, req) => ({ stores: await listStores(ctx.db, req) }),
  getproducts: (ctx, req) => getProducts(ctx.db, ctx.storeCopies, req),
});

/** Answers that depend on the request only; shared for CATALOGUE_CACHE_MS (docs/decisions/0007). Never checkcart (checkout). */
export const catalogueSharedAnswers = ['getproducts'] as const;
