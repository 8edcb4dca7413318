import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Creates, renames or deletes a category. */
export const updateCategory = (req: CallRequest<'updatecategory'>) => call('updatecategory', req);
