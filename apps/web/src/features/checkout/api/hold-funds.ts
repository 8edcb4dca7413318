import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Starts the 3-D Secure hold of the amount on the card; answers the page to write into the popup. */
export const holdFunds = (request: CallRequest<'holdfunds'>): Promise<CallData<'holdfunds'>> => call('holdfunds', request);
