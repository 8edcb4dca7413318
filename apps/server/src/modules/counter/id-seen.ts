import { ageTexts } from '@shop/contracts/age-rules';
import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';

/**
 * Alcohol or tobacco is handed over only once staff have seen ID (decision 0130): refused with 29 before any
 * money moves, the rest held on a card (holdrest) as much as the check-out itself.
 */
export function requireIdSeen(order: { ageCheck: boolean }, idseen: 'Y' | 'N' | undefined) {
  if (order.ageCheck && idseen !== 'Y') throw new AppError(Status.AGE_CHECK_FAILED, ageTexts.idSeenRequired);
}
