import { useNavigate } from 'react-router';
import type { Product } from '@shop/contracts/catalogue';
import { useCart } from '../../cart/cart-store';
import { toast } from '../../../lib/toast';
import { stockLimit } from '../../cart/components/quantity-stepper';
import { alreadyInCart } from './use-cart-actions';
import { paths } from '../../../app/paths';

interface Args {
  storeid: string;
  /** Editing this cart line (it is replaced, possibly by another variant). */
  cartindex: number | undefined;
}

/** Add to Cart / Update Cart and Buy Now on the detail screen. */
export function useDetailActions({ storeid, cartindex }: Args) {
  const navigate = useNavigate();
  const { add, replace } = useCart.getState();
  const editing = cartindex !== undefined;
  const inCart = (p: Product) => useCart.getState().cart.some((i) => i.productid === p.productid && i.storeid === storeid);

  return {
    editing,
    addToCart: (product: Product, quantity: number) => {
      if (editing) {
        replace(cartindex, product, quantity, storeid);
        navigate(paths.cart);
        return;
      }
      if (inCart(product)) return void alreadyInCart();
      add(product, quantity, storeid);
      void toast(`${product.productname} added to your cart.`);
    },
    // Buy Now adds what is chosen to the line (never lowering it), up to the stock, then opens the cart.
    buyNow: async (product: Product, quantity: number) => {
      if (editing) replace(cartindex, product, quantity, storeid);
      else if (add(product, quantity, storeid).capped) await stockLimit(product.quantity);
      navigate(paths.cart);
    },
  };
}
