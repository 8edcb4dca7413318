import type { ErrorType } from './payment-outcome';

/** The failed pages' route state (storefront section 2: errortype, walkin, errorMessage; back office: amount). */
export interface FailedState {
  errortype: ErrorType;
  errorMessage: string;
  walkin: 'Y' | 'N';
  amount: number;
}

export const isFailedState = (s: unknown): s is FailedState =>
  typeof s === 'object' && s !== null && typeof (s as FailedState).errortype === 'string';
