import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** holdrest: holds the rest of a check-out above the deposit on the guest's card, through 3-D Secure (back office 4.8). */
export const holdRest = (request: CallRequest<'holdrest'>): Promise<CallData<'holdrest'>> => call('holdrest', request);
