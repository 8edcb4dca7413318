/** The server's money helpers are the shared, zod-free ones (docs/decisions/0003 and 0015). */
export { bpToRate, rateToBp, taxCents, toCents, toDollars } from '@shop/contracts/money';
