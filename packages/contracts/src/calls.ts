import type { z } from 'zod';
import { publicAccess, sessionAccess, type Access } from './access.js';
import { CARD_CALLS } from './call-waits.js';
import { loungeStaff, loungeSupervisors, orderPeople, shoppers, staff, storeStaff, supervisors, userManagers } from './access-groups.js';
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
  reserveCartData,
  reserveCartRequest,
  validateScheduleIdData,
  validateScheduleIdRequest,
} from './checkout.js';
import { getAgeCheckData, getAgeCheckRequest } from './age-check.js';
import { entityAccess, getHistoryData, getHistoryRequest } from './audit.js';
import {
  getCategoryData,
  getClassificationData,
  getClassificationRequest,
  getClassTypeData,
  getProductMasterData,
  getProductMasterRequest,
  getStoreProductsData,
  getStoreProductsRequest,
  savedData,
  updateCategoryRequest,
  updateClassificationRequest,
  updateClassTypeRequest,
  updateProductMasterRequest,
  updateProductRequest,
  uploadFileRequest,
} from './catalogue-admin.js';
import { emptyRequest } from './common.js';
import { getCurrenciesData, getExchangeRatesData, updateExchangeRateData, updateExchangeRateRequest } from './exchange-rates.js';
import {
  getOrderData,
  getOrderRequest,
  getOrderCountsData,
  getOrdersData,
  getOrdersRequest,
  processCardData,
  processCardRequest,
  getDeliverySlipRequest,
  processOrderData,
  processOrderRequest,
  holdRestRequest,
  holdRestData,
  processTransactionRequest,
  updateOrderRequest,
} from './orders.js';
import { editUserRequest, getUsersData, getUsersRequest } from './users.js';
import { getVendorData, getVendorMasterData, updateVendorMasterRequest, updateVendorRequest } from './vendors.js';
import { fileAnswer } from './files.js';
import { printReceiptRequest, receiptFileData, sendReceiptRequest } from './receipts.js';
import { reportPeople } from './report-catalogue.js';
import { getReportRequest, reportFileData, reportFileRequest, reportStatusData } from './reports.js';

export interface CallDef {
  request: z.ZodType;
  data: z.ZodType;
  access: Access;
  /** The call stays open while a forced password change is pending. */
  duringReset?: boolean;
  /** The call answers a file (files.ts fileAnswer): the bytes with their content type on success. */
  file?: boolean;
}

/** Vendors and vendor masters: lounge operator supervisors only (back office section 6, storefront section 6). */
const vendorKeepers = loungeSupervisors;
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
  processcard: { request: processCardRequest, data: processCardData, access: orderPeople },
  confirmcart: { request: confirmCartRequest, data: confirmCartData, access: shoppers },
  /** Whether a cart holds alcohol or tobacco, and the caller's kept date of birth (decision 0130). */
  getagecheck: { request: getAgeCheckRequest, data: getAgeCheckData, access: shoppers },
  getreceipt: { request: getReceiptRequest, data: fileAnswer, access: shoppers, file: true },
  getorders: { request: getOrdersRequest, data: getOrdersData, access: orderPeople },
  getorder: { request: getOrderRequest, data: getOrderData, access: orderPeople },
  updateorder: { request: updateOrderRequest, data: messageData, access: orderPeople },
  processtransaction: { request: processTransactionRequest, data: messageData, access: orderPeople },
  processorder: { request: processOrderRequest, data: processOrderData, access: storeStaff },
  // Accounts administration (issue 14 part B): vendors, vendor masters, users.
  getvendor: { request: emptyRequest, data: getVendorData, access: vendorKeepers },
  updatevendor: { request: updateVendorRequest, data: messageData, access: vendorKeepers },
  getvendormaster: { request: emptyRequest, data: getVendorMasterData, access: vendorKeepers },
  updatevendormaster: { request: updateVendorMasterRequest, data: messageData, access: vendorKeepers },
  getusers: { request: getUsersRequest, data: getUsersData, access: staff },
  edituser: { request: editUserRequest, data: messageData, access: userManagers },
  /** An item's change history; the handler applies the item kind's own rule (audit.ts entityAccess). */
  gethistory: { request: getHistoryRequest, data: getHistoryData, access: staff },
  getstoreproducts: { request: getStoreProductsRequest, data: getStoreProductsData, access: entityAccess.product },
  updateproduct: { request: updateProductRequest, data: savedData, access: entityAccess.product },
  getproductmaster: { request: getProductMasterRequest, data: getProductMasterData, access: supervisors },
  updateproductmaster: { request: updateProductMasterRequest, data: savedData, access: entityAccess.masterproduct },
  getclasstype: { request: emptyRequest, data: getClassTypeData, access: entityAccess.classtype },
  updateclasstype: { request: updateClassTypeRequest, data: savedData, access: entityAccess.classtype },
  getclassification: { request: getClassificationRequest, data: getClassificationData, access: entityAccess.classification },
  updateclassification: { request: updateClassificationRequest, data: savedData, access: entityAccess.classification },
  getcategory: { request: emptyRequest, data: getCategoryData, access: entityAccess.category },
  updatecategory: { request: updateCategoryRequest, data: savedData, access: entityAccess.category },
  /** A picture for a master product, category or store; the handler applies that item kind's rule. */
  uploadfile: { request: uploadFileRequest, data: savedData, access: staff },
  getordercounts: { request: emptyRequest, data: getOrderCountsData, access: staff },
  getdeliveryslip: { request: getDeliverySlipRequest, data: fileAnswer, access: staff, file: true },
  holdrest: { request: holdRestRequest, data: holdRestData, access: loungeStaff },
  printreceipt: { request: printReceiptRequest, data: receiptFileData, access: loungeStaff },
  sendreceipt: { request: sendReceiptRequest, data: messageData, access: loungeStaff },
  // The exchange rate table the counter and the JMD prices use, kept by lounge supervisors (decision 0140).
  getcurrencies: { request: emptyRequest, data: getCurrenciesData, access: sessionAccess },
  getexchangerates: { request: emptyRequest, data: getExchangeRatesData, access: loungeSupervisors },
  updateexchangerate: { request: updateExchangeRateRequest, data: updateExchangeRateData, access: loungeSupervisors },
  // Reports (issue 15, docs/decisions/0100): built in the background, polled, answered only to who made them.
  getreport: { request: getReportRequest, data: reportFileData, access: reportPeople },
  getreportstatus: { request: reportFileRequest, data: reportStatusData, access: reportPeople },
  getreportfile: { request: reportFileRequest, data: fileAnswer, access: reportPeople, file: true },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;

// Every call the app gives the card gateway's wait is a call (call-waits.ts).
(CARD_CALLS satisfies readonly CallName[]);
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>;
export type CallData<N extends CallName> = z.infer<(typeof calls)[N]['data']>;
