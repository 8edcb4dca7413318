import { onGuestSignIn, takeStoredState } from '../../lib/owned-storage';
import { useSelection, type Selection } from '../catalogue/selection-store';
import { useCart, type CartItem } from './cart-store';

/**
 * A guest who signs in keeps what they were shopping: their cart joins the user's saved one when both are
 * for the same airport and direction (or the saved one is empty), and otherwise replaces it, together with
 * the trail, as changing airport empties a cart. The guest's copy is removed, so the next visitor starts empty.
 */
export function adoptGuestCart(guestCart: CartItem[], guestTrail: Selection | null) {
  const mine = useCart.getState().cart;
  const trail = useSelection.getState();
  if (guestCart.length === 0) {
    if (mine.length === 0 && guestTrail?.airportid) trail.choose(guestTrail);
    return;
  }
  const sameTrip = mine.length === 0 || (trail.airportid === guestTrail?.airportid && trail.direction === guestTrail?.direction);
  useCart.getState().adopt(guestCart, !sameTrip);
  if (guestTrail) trail.choose(guestTrail);
}

onGuestSignIn((guest) => {
  const cart = takeStoredState<{ cart?: CartItem[] }>('cart', guest);
  const trail = takeStoredState<Selection>('shopSelection', guest);
  adoptGuestCart(cart?.cart ?? [], trail);
});
