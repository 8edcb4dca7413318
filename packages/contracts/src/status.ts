/** Status codes of the envelope. 0 is success; every positive code is a business failure with a readable message. */
export const Status = {
  OK: 0,
  INVALID_REQUEST: 1,
  UNKNOWN_CALL: 2,
  SESSION_INVALID: 3,
  FORBIDDEN: 4,
  LOGIN_FAILED: 5,
  THROTTLED: 6,
  CONFLICT: 7,
  NOT_FOUND: 8,
  PASSWORD_CHANGE_REQUIRED: 9,
  STOCK_UNAVAILABLE: 16,
  /** The flight is not offered (gone, departed, too soon, or outside the booking window). */
  FLIGHT_UNAVAILABLE: 17,
  /** The cart reservation has expired, was cancelled or is not the caller's. */
  RESERVATION_EXPIRED: 18,
  /** The amount the client shows differs from the server's total for the cart. */
  AMOUNT_CHANGED: 19,
  /** Alcohol or tobacco without a buyer shown to be 18 or older (date of birth, or ID seen at the counter; decision 0130). */
  AGE_CHECK_FAILED: 29,
  /** The payment was not approved (or the authorised amount differs): the failed page, PNP_PAYMENT_FAIL. */
  CARD_PAYMENT_FAILED: 113,
  /** The card was refused when funds were held. */
  CARD_DECLINED: 114,
  /** The gateway did not answer, answered an error, or its answer failed the signature check. */
  CARD_GATEWAY_ERROR: 115,
  HELD_PAYMENT_FAILED: 116,
  HELD_PAYMENT_REVERSAL_FAILED: 117,
  INTERNAL: 500,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

export const GENERIC_ERROR = 'Something went wrong, Please try again later';
