import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Product } from '@shop/contracts/catalogue';
import { ownedStorage, ownStore } from '../../lib/owned-storage';
import { onSignOut } from '../../lib/sign-out-hooks';
import { cartTotals, lineTotal } from './cart-totals';

export interface CartItem {
  productid: number;
  productreferenceid: string;
  productname: string;
  unitcost: number;
  msrp: number | null;
  taxrate: number | null;
  /** Stock when last seen. */
  quantity: number;
  noticequantity: number;
  quantityincart: number;
  total: number;
  vendorid: string;
  vendorname: string;
  categoryid: number;
  rootproductid: number;
  storeid: string;
}

interface CartState {
  cart: CartItem[];
  cartTotal: number;
  cartTaxTotal: number;
  cartGrandTotal: number;
  /**
   * Adds `quantity` of a product: a new line, or more on the line of the same product and store. A line
   * never goes above the stock (it stops there: `capped`) and adding never lowers it.
   */
  add(product: Product, quantity: number, storeid: string): { quantityincart: number; capped: boolean };
  setQuantity(productid: number, storeid: string, quantity: number): void;
  /** Replaces the cart line at `index` (editing a line may switch it to a sibling variant). */
  replace(index: number, product: Product, quantity: number, storeid: string): void;
  remove(productid: number, storeid: string): void;
  /** Refreshes prices and stock from the server; lines whose product is gone or sold out are dropped, others capped at stock. */
  refresh(updates: { productid: number; unitcost: number; taxrate: number | null; quantity: number; gone: boolean }[]): void;
  reset(): void;
}

const toItem = (p: Product, quantityincart: number, storeid: string): CartItem => ({
  productid: p.productid,
  productreferenceid: p.productreferenceid,
  productname: p.productname,
  unitcost: p.unitcost,
  msrp: p.msrp,
  taxrate: p.taxrate,
  quantity: p.quantity,
  noticequantity: p.noticequantity,
  quantityincart,
  total: lineTotal({ unitcost: p.unitcost, quantityincart, taxrate: p.taxrate }),
  vendorid: p.vendorid,
  vendorname: p.vendorname,
  categoryid: p.categoryid,
  rootproductid: p.rootproductid,
  storeid,
});

/** The lines with their totals and the cart's. */
export const withTotals = (cart: CartItem[]) => {
  const lines = cart.map((i) => ({ ...i, total: lineTotal(i) }));
  return { cart: lines, ...cartTotals(lines) };
};

export const same = (i: CartItem, productid: number, storeid: string) => i.productid === productid && i.storeid === storeid;

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      cart: [],
      cartTotal: 0,
      cartTaxTotal: 0,
      cartGrandTotal: 0,
      add: (product, quantity, storeid) => {
        const cart = get().cart;
        const line = cart.find((i) => same(i, product.productid, storeid));
        const had = line?.quantityincart ?? 0;
        const wanted = had + quantity;
        const quantityincart = Math.max(had, Math.min(wanted, product.quantity));
        const item = toItem(product, quantityincart, storeid);
        set(withTotals(line ? cart.map((i) => (i === line ? item : i)) : [item, ...cart]));
        return { quantityincart, capped: quantityincart < wanted };
      },
      setQuantity: (productid, storeid, quantity) =>
        set(withTotals(get().cart.map((i) => (same(i, productid, storeid) ? { ...i, quantityincart: quantity } : i)))),
      replace: (index, product, quantity, storeid) => {
        const rest = get().cart.filter((i, n) => n !== index && !same(i, product.productid, storeid));
        const at = Math.min(index, rest.length);
        set(withTotals([...rest.slice(0, at), toItem(product, quantity, storeid), ...rest.slice(at)]));
      },
      remove: (productid, storeid) => set(withTotals(get().cart.filter((i) => !same(i, productid, storeid)))),
      refresh: (updates) => {
        const byId = new Map(updates.map((u) => [u.productid, u]));
        const next = get()
          .cart.filter((i) => {
            const u = byId.get(i.productid);
            return !u || (!u.gone && u.quantity > 0);
          })
          .map((i) => {
            const u = byId.get(i.productid);
            // A line never asks for more than the stock left.
            const quantityincart = u ? Math.min(i.quantityincart, u.quantity) : i.quantityincart;
            return u ? { ...i, unitcost: u.unitcost, taxrate: u.taxrate, quantity: u.quantity, quantityincart } : i;
          });
        set(withTotals(next));
      },
      reset: () => set(withTotals([])),
    }),
    { name: 'cart', storage: ownedStorage() },
  ),
);

ownStore('cart', useCart);

onSignOut(() => useCart.getState().reset());

/** Number of items in the cart (sum of quantities), for the header badge. */
export const useCartCount = () => useCart((s) => s.cart.reduce((n, i) => n + i.quantityincart, 0));
