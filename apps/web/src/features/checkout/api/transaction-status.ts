import { call } from '../../../lib/api';
import type { TransactionStatus } from '../../payments/card-flow';

/** The latest payment attempt of a reservation as the gateway sees it (reason code 1 approved, 999 pending). */
export const transactionStatus = (orderid: string): Promise<TransactionStatus> =>
  call('processcard', { action: 'TRANSACTIONSTATUS', orderid }) as Promise<TransactionStatus>;
