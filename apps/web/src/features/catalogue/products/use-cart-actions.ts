import { useNavigate } from 'react-router';
import type { Product } from '@shop/contracts/catalogue';
import { useCart } from '../../cart/cart-store';
import { alertDialog } from '../../../lib/dialogs';
import { toast } from '../../../lib/toast';
import type { ShopContext } from './use-shop-context';
import { paths } from '../../../app/paths';

export const alreadyInCart = () => alertDialog({ title: 'Oops!', message: 'Item already added in cart' });

/** Add to Cart and Buy Now from a product card; a product with variants opens its detail instead. */
export function useCardActions(ctx: ShopContext) {
  const navigate = useNavigate();
  const add = useCart((s) => s.add);
  const storeid = ctx.storeid ?? '';

  const openDetail = (product: Product) =>
    navigate(paths.productDetail, { state: { product, storeid, storename: ctx.storename, category: ctx.category } });

  const inCart = (product: Product) =>
    useCart.getState().cart.some((i) => i.productid === product.productid && i.storeid === storeid);

  return {
    openDetail,
    addToCart: (product: Product) => {
      if (product.siblings.length > 0) return openDetail(product);
      if (inCart(product)) return void alreadyInCart();
      add(product, 1, storeid);
      void toast(`${product.productname} added to your cart.`);
    },
    // A line already in the cart is kept as it is: the card has no quantity to add.
    buyNow: (product: Product) => {
      if (product.siblings.length > 0) return openDetail(product);
      if (!inCart(product)) add(product, 1, storeid);
      navigate(paths.cart);
    },
  };
}
