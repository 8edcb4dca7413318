import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** printreceipt with reprint Y: the order's newest receipt file and the guest's e-mail. */
export const printReceipt = (orderid: string): Promise<CallData<'printreceipt'>> => call('printreceipt', { orderid, reprint: 'Y' });

/** sendreceipt: mails the receipt to the guest, or to the e-mail typed in the modal. */
export const sendReceipt = (request: CallRequest<'sendreceipt'>): Promise<CallData<'sendreceipt'>> => call('sendreceipt', request);
