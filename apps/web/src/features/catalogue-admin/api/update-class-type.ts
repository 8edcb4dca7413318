import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Creates, renames or deletes a class type. */
export const updateClassType = (req: CallRequest<'updateclasstype'>) => call('updateclasstype', req);
