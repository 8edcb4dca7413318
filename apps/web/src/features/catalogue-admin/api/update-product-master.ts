import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Saves or deletes a master product with the stores that may sell it. */
export const updateProductMaster = (req: CallRequest<'updateproductmaster'>) => call('updateproductmaster', { productmaster: true, ...req });
