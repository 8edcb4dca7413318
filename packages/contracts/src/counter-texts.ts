/** The lounge counter's texts, word for word from the specification (back office 4.5-4.7, 5.3-5.5, 8). Zod-free. */
export const counterTexts = {
  zeroTotal: 'The order is being cancelled (or returned)',
  signatureRequired: 'Signature is required!',
  signaturePrompt: 'Please add guest signature.',
  refundQuantity: 'Please Choose Valid Quantity For Refund.',
  cancelConfirm: 'Are you want to cancel this order?',
  checkedOut: 'Check Out Successfull.',
  emailSent: 'Email sent successfully',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  sending: 'Sending Receipt...',
  processing: 'Processing...',
  removeExtras: 'This will remove the extra products from cart. Do you want to Continue ?',
} as const;

/** The error type the check-out carries when the held card could not be charged (back office 8). */
export const HELD_PAYMENT_FAIL = 'PNP_HELD_PAYMENT_FAIL';
export const PAYMENT_FAIL = 'PNP_PAYMENT_FAIL';
