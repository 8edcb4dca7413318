import { Status } from '@shop/contracts/status';
import { defineHandlers } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { listStores } from './store-repo.js';

export const catalogueHandlers = defineHandlers({
  getstores: async (ctx, req) => ({ stores: await listStores(ctx.db, req) }),
  getproducts: async () => {
    throw new AppError(Status.NOT_FOUND, 'Products are not available yet.');
  },
  checkcart: async () => {
    throw new AppError(Status.NOT_FOUND, 'Cart check is not available yet.');
  },
});
