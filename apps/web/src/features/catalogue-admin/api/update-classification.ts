import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Creates, changes or deletes a classification. */
export const updateClassification = (req: CallRequest<'updateclassification'>) => call('updateclassification', req);
