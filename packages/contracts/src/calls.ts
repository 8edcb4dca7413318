import type { z } from 'zod';
import { anyOf, publicAccess, sessionAccess, type Access } from './access.js';
import {
  addUserRequest,
  changePasswordRequest,
  checkSessionData,
  loginData,
  loginRequest,
  messageData,
  renewSessionData,
  renewSessionRequest,
  resetChallengeData,
  resetPasswordRequest,
} from './auth.js';
import {
  checkCartData,
  checkCartRequest,
  getDocumentData,
  getDocumentRequest,
  getMarketsData,
  getProductsData,
  getProductsRequest,
  getStoresData,
  getStoresRequest,
} from './catalogue.js';
import {
  cancelCartData,
  cancelCartRequest,
  confirmCartData,
  confirmCartRequest,
  getPaymentGatewayData,
  getReceiptRequest,
  getScheduleData,
  getScheduleRequest,
  holdFundsData,
  holdFundsRequest,
  processCardRequest,
  reserveCartData,
  reserveCartRequest,
  transactionStatusData,
  validateScheduleIdData,
  validateScheduleIdRequest,
} from './checkout.js';
import { emptyRequest } from './common.js';
import { fileAnswer } from './files.js';

export interface CallDef {
  request: z.ZodType;
  data: z.ZodType;
  access: Access;
  /** The call stays open while a forced password change is pending. */
  duringReset?: boolean;
  /** The call answers a file (files.ts fileAnswer): the bytes with their content type on success. */
  file?: boolean;
}

const shoppers = anyOf({ roles: ['subscriber', 'loungeoperator'] });

/** Every call of the shop: its request, its response data, and who may make it. */
export const calls = {
  login: { request: loginRequest, data: loginData, access: publicAccess, duringReset: true },
  renewsession: { request: renewSessionRequest, data: renewSessionData, access: publicAccess, duringReset: true },
  checksession: { request: emptyRequest, data: checkSessionData, access: sessionAccess, duringReset: true },
  logout: { request: emptyRequest, data: messageData, access: sessionAccess, duringReset: true },
  resetchallenge: { request: emptyRequest, data: resetChallengeData, access: publicAccess },
  resetpassword: { request: resetPasswordRequest, data: messageData, access: publicAccess },
  adduser: { request: addUserRequest, data: messageData, access: sessionAccess },
  changepassword: { request: changePasswordRequest, data: messageData, access: sessionAccess, duringReset: true },
  getdocument: { request: getDocumentRequest, data: getDocumentData, access: sessionAccess },
  getstores: { request: getStoresRequest, data: getStoresData, access: shoppers },
  getproducts: { request: getProductsRequest, data: getProductsData, access: sessionAccess },
  checkcart: { request: checkCartRequest, data: checkCartData, access: shoppers },
  getmarkets: { request: emptyRequest, data: getMarketsData, access: sessionAccess },
  getschedule: { request: getScheduleRequest, data: getScheduleData, access: shoppers },
  validatescheduleid: { request: validateScheduleIdRequest, data: validateScheduleIdData, access: shoppers },
  getpaymentgateway: { request: emptyRequest, data: getPaymentGatewayData, access: sessionAccess },
  reservecart: { request: reserveCartRequest, data: reserveCartData, access: shoppers },
  cancelcart: { request: cancelCartRequest, data: cancelCartData, access: shoppers },
  holdfunds: { request: holdFundsRequest, data: holdFundsData, access: shoppers },
  processcard: { request: processCardRequest, data: transactionStatusData, access: shoppers },
  confirmcart: { request: confirmCartRequest, data: confirmCartData, access: shoppers },
  getreceipt: { request: getReceiptRequest, data: fileAnswer, access: shoppers, file: true },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallData<N extends CallName> = z.infer<(typeof calls)[N]['data']>;
