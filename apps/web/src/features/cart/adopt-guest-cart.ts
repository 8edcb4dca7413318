import { keyOf, type StorageOwner } from '../../lib/owned-storage';
import { useSelection, type Selection } from '../catalogue/selection-store';
import { same, useCart, withTotals, type CartItem } from './cart-store';

/** The guest's lines added to `mine` (a product in both keeps the larger quantity, nothing counted twice). */
function joined(theirs: CartItem[], mine: CartItem[]) {
  const kept = theirs.map((l) => {
    const twin = mine.find((i) => same(i, l.productid, l.storeid));
    return twin && twin.quantityincart > l.quantityincart ? twin : l;
  });
  return [...kept, ...mine.filter((i) => !theirs.some((l) => same(l, i.productid, i.storeid)))];
}

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
  useCart.setState(withTotals(joined(guestCart, sameTrip ? mine : [])));
  if (guestTrail) trail.choose(guestTrail);
}

/** The state `from` left under `name`, taken out of storage. */
function takeStoredState<T>(name: string, from: StorageOwner): T | null {
  const key = keyOf(name, from);
  const raw = localStorage.getItem(key);
  localStorage.removeItem(key);
  try {
    return raw ? ((JSON.parse(raw) as { state: T }).state ?? null) : null;
  } catch {
    return null;
  }
}

/** Takes what `guest` left in storage into the signed-in user's cart and trail. */
export function adoptFromGuest(guest: StorageOwner) {
  const cart = takeStoredState<{ cart?: CartItem[] }>('cart', guest);
  const trail = takeStoredState<Selection>('shopSelection', guest);
  adoptGuestCart(cart?.cart ?? [], trail);
}
