import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Adds, changes (naming the stock the form was opened with) or deletes one of the store's products. */
export const updateProduct = (req: CallRequest<'updateproduct'>) => call('updateproduct', { productmaster: false, ...req });
