import { useNavigate } from 'react-router';
import { confirmDeleteItem } from '../../../lib/delete-item';
import { useCart, type CartItem } from '../cart-store';
import { paths } from '../../../app/paths';

/** Quantity, edit (on the detail screen) and delete with confirmation for the cart's lines. */
export function useCartLineActions() {
  const navigate = useNavigate();
  const { setQuantity, remove } = useCart.getState();
  return {
    setQuantity: (item: CartItem, quantity: number) => setQuantity(item.productid, item.storeid, quantity),
    edit: (item: CartItem, index: number) =>
      navigate(paths.productDetail, {
        state: { productid: item.productid, storeid: item.storeid, storename: item.vendorname, cartindex: index, rootproductid: item.rootproductid },
      }),
    remove: async (item: CartItem) => {
      if (await confirmDeleteItem(item.productname)) remove(item.productid, item.storeid);
    },
  };
}
