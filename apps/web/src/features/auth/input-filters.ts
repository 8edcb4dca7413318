import { PHONE_MAX_DIGITS } from '@shop/contracts/phone';

/**
 * What each sign-in field keeps while the user types (storefront section 5). Usernames are lowercased
 * before filtering because phone keyboards capitalise the first letter; dropping it would lose a character.
 */
export const keepUsername = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** First and last names: letters and spaces. */
export const keepName = (value: string) => value.replace(/[^A-Za-z ]/g, '');

/** Phone numbers: digits, 10 at most. */
export const keepPhone = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

/** Passwords and the reset username: spaces are never part of them. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

/** A loose shape check; the server holds the final word on an address. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
