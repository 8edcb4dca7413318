import { Navigate } from 'react-router';
import { guestComplete } from '../rules/guest-rules';
import { flightComplete, useDrafts } from '../stores/drafts-store';
import { useCard } from '../stores/card-store';
import { cardErrors } from '../rules/card-rules';
import { useCart } from '../../cart/cart-store';
import { paths } from '../../../app/paths';

export type Need = 'guest' | 'flight' | 'card';

/** The first step the shopper still has to do before `need`, or null when everything before it is done. */
export function useMissingStep(needs: Need[]): string | null {
  const { guest, guestSkipped, flight } = useDrafts();
  const card = useCard();
  const empty = useCart((s) => s.cart.length === 0);
  if (empty) return null;
  if (needs.includes('guest') && !guestSkipped && !guestComplete(guest)) return paths.cartGuest;
  if (needs.includes('flight') && !flightComplete(flight)) return paths.cartCheckout;
  const cardOk = (Object.keys(cardErrors) as (keyof typeof cardErrors)[]).every((k) => cardErrors[k](card[k]) === null);
  if (needs.includes('card') && !cardOk) return paths.cartPayment;
  return null;
}

/** Sends the shopper back to the first unfinished step (after a reload the card, kept in memory only, is asked again). */
export function StepGuard({ needs }: { needs: Need[] }) {
  const missing = useMissingStep(needs);
  return missing ? <Navigate to={missing} replace /> : null;
}
