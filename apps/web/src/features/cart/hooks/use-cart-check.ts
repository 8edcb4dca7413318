import { useEffect, useRef, useState } from 'react';
import { formatDollars } from '@shop/contracts/money-format';
import { useCheckCart, type CheckCartItem } from '../../catalogue/api/check-cart';
import { useCart, type CartItem } from '../cart-store';

/** What changed for one line since it was put in the cart, in words (none when nothing did). */
function describe(line: CartItem, now: CheckCartItem | undefined): string | null {
  if (!now) return null;
  if (now.status !== 'A' || now.quantity < 1) return `${line.productname} is no longer available and was removed from your cart.`;
  if (Math.round(now.unitcost * 100) !== Math.round(line.unitcost * 100)) {
    return `The price of ${line.productname} changed from ${formatDollars(line.unitcost)} to ${formatDollars(now.unitcost)}.`;
  }
  if (now.quantity < line.quantityincart) return `Only ${now.quantity} item left in stock for ${line.productname}; the quantity was reduced.`;
  return null;
}

/** Re-checks prices and stock once when the cart is shown, applies them, and says what changed. */
export function useCartCheck() {
  const { mutate } = useCheckCart();
  const [notices, setNotices] = useState<string[]>([]);
  const started = useRef(false);

  useEffect(() => {
    const cart = useCart.getState().cart;
    if (started.current || cart.length === 0) return;
    started.current = true;
    mutate(
      { items: cart.map((i) => ({ productid: i.productid, quantity: i.quantityincart })) },
      {
        onSuccess: ({ items }) => {
          const byId = new Map(items.map((i) => [i.productid, i]));
          const lines = useCart.getState().cart;
          setNotices(lines.map((l) => describe(l, byId.get(l.productid))).filter((t): t is string => t !== null));
          useCart.getState().refresh(
            items.map((i) => ({ productid: i.productid, unitcost: i.unitcost, taxrate: i.taxrate, quantity: i.quantity, gone: i.status !== 'A' })),
          );
        },
      },
    );
  }, [mutate]);

  return { notices, dismiss: () => setNotices([]) };
}
