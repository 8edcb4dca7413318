/** A phone number is digits only, 7 to 10 of them (storefront section 5; 7 is the shortest local number). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 10;

/** The one sentence for a phone number of the wrong length, on the sign-up form and from the server. */
export const PHONE_DIGITS_MESSAGE = 'Phone Number must be 7 to 10 digits.';

export const isPhoneNumber = (value: string) => new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(value);
