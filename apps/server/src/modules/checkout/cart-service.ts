import type { z } from 'zod';
import type { checkCartData } from '@shop/contracts/catalogue';
import type { CallRequestOut } from '../../calls/types.js';
import type { Db } from '../../db/client.js';
import { bpToRate, toDollars } from '../../lib/money.js';
import { findCartProducts } from './cart-repo.js';

type CartItem = CallRequestOut<'checkcart'>['items'][number];
type CheckedItem = z.infer<typeof checkCartData>['items'][number];

/** Each cart item's current name, price, tax, stock and status (GONE once deleted), in the cart's order. */
export async function checkCart(db: Db, items: CartItem[]): Promise<{ items: CheckedItem[] }> {
  const rows = await findCartProducts(db, [...new Set(items.map((i) => i.productid))]);
  const byId = new Map(rows.map((r) => [r.productid, r]));
  return {
    items: items.map(({ productid }): CheckedItem => {
      const r = byId.get(productid);
      if (!r) return { productid, productname: '', unitcost: 0, taxrate: null, quantity: 0, status: 'GONE' };
      return {
        productid,
        productname: r.productname,
        unitcost: toDollars(r.unitcostCents),
        taxrate: bpToRate(r.taxrateBp),
        quantity: r.quantity,
        // A closed store sells nothing, so its products count as inactive for the cart.
        status: r.storeStatus === 'A' ? r.status : 'I',
      };
    }),
  };
}
