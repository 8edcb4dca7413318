import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from './cart-store';
import { cartTotals } from './cart-totals';
import { testProduct } from '../../test/products';

const product = (productid: number, unitcost: number, taxrate: number | null = null) => testProduct(productid, { unitcost, taxrate });

const cart = () => useCart.getState();

describe('cart store', () => {
  beforeEach(() => cart().reset());

  it('prepends a new product and adds to the quantity of the same product and store', () => {
    cart().add(product(1, 10), 1, 'SIADRUM');
    cart().add(product(2, 5), 2, 'SIADRUM');
    expect(cart().cart.map((i) => i.productid)).toEqual([2, 1]);

    expect(cart().add(product(1, 10), 3, 'SIADRUM')).toEqual({ quantityincart: 4, capped: false });
    expect(cart().cart).toHaveLength(2);
    expect(cart().cart.map((i) => [i.productid, i.quantityincart])).toEqual([[2, 2], [1, 4]]);
  });

  it('adds up to the stock and never lowers a line', () => {
    const few = { ...product(1, 10), quantity: 5 };
    cart().add(few, 3, 'SIADRUM');
    expect(cart().add(few, 4, 'SIADRUM')).toEqual({ quantityincart: 5, capped: true });
    // Stock fell below the line since it was added: the line stays as it is.
    expect(cart().add({ ...few, quantity: 2 }, 1, 'SIADRUM')).toEqual({ quantityincart: 5, capped: true });
    expect(cart().cart[0]?.quantityincart).toBe(5);
  });

  it('keeps the same product of another store as its own line', () => {
    cart().add(product(1, 10), 1, 'SIADRUM');
    cart().add(product(1, 10), 1, 'SIADLOUNGE');
    expect(cart().cart.map((i) => i.storeid)).toEqual(['SIADLOUNGE', 'SIADRUM']);
  });

  it('totals 3 x 19.99 at 16.5% tax to the cent', () => {
    cart().add(product(1, 19.99, 0.165), 3, 'SIADRUM');
    // 59.97 x 0.165 = 9.89505 => 9.90
    expect(cart().cartTotal).toBe(59.97);
    expect(cart().cartTaxTotal).toBe(9.9);
    expect(cart().cartGrandTotal).toBe(69.87);
    expect(cart().cart[0]?.total).toBe(59.97);
  });

  it('sums line totals and their tax without floating-point drift', () => {
    cart().add(product(1, 0.1, 0), 3, 'SIADRUM');
    cart().add(product(2, 0.2, 0), 1, 'SIADRUM');
    cart().add(product(3, 12.5, 0.15), 2, 'SIADRUM');
    expect(cart().cartTotal).toBe(25.5);
    expect(cart().cartTaxTotal).toBe(3.75);
    expect(cart().cartGrandTotal).toBe(29.25);
  });

  it('recomputes the totals when a quantity changes', () => {
    cart().add(product(1, 19.99, 0.165), 1, 'SIADRUM');
    cart().setQuantity(1, 'SIADRUM', 3);
    expect(cart().cartGrandTotal).toBe(69.87);
  });

  it('removes one line and leaves the others', () => {
    cart().add(product(1, 10), 1, 'SIADRUM');
    cart().add(product(2, 5), 1, 'SIADRUM');
    cart().remove(1, 'SIADRUM');
    expect(cart().cart.map((i) => i.productid)).toEqual([2]);
    expect(cart().cartTotal).toBe(5);
  });

  it('replaces the edited line in place, also with another variant', () => {
    cart().add(product(1, 10), 1, 'SIADRUM');
    cart().add(product(2, 5), 1, 'SIADRUM');
    cart().replace(1, product(3, 7), 2, 'SIADRUM');
    expect(cart().cart.map((i) => [i.productid, i.quantityincart])).toEqual([[2, 1], [3, 2]]);
  });

  it('applies refreshed prices, drops gone products and caps quantities at stock', () => {
    cart().add(product(1, 10), 4, 'SIADRUM');
    cart().add(product(2, 5), 1, 'SIADRUM');
    cart().refresh([
      { productid: 1, unitcost: 12, taxrate: 0.1, quantity: 3, gone: false },
      { productid: 2, unitcost: 5, taxrate: null, quantity: 9, gone: true },
    ]);
    expect(cart().cart.map((i) => [i.productid, i.unitcost, i.quantityincart])).toEqual([[1, 12, 3]]);
    expect(cart().cartGrandTotal).toBe(39.6);
  });

  it('empties the cart and its totals on reset', () => {
    cart().add(product(1, 10, 0.15), 2, 'SIADRUM');
    cart().reset();
    expect(cart().cart).toEqual([]);
    expect([cart().cartTotal, cart().cartTaxTotal, cart().cartGrandTotal]).toEqual([0, 0, 0]);
  });
});

describe('cart totals', () => {
  it('charges the 10% shown for a product without a tax rate', () => {
    expect(cartTotals([{ unitcost: 4.35, quantityincart: 3, taxrate: null }])).toEqual({ cartTotal: 13.05, cartTaxTotal: 1.31, cartGrandTotal: 14.36 });
  });

  it('sums line total x tax rate exactly and rounds once, not line by line', () => {
    // 15 x 0.165 = 2.475 and 25 x 0.165 = 4.125: 6.60 in all, where rounding each line would give 6.61.
    const lines = [
      { unitcost: 15, quantityincart: 1, taxrate: 0.165 },
      { unitcost: 25, quantityincart: 1, taxrate: 0.165 },
    ];
    expect(cartTotals(lines)).toEqual({ cartTotal: 40, cartTaxTotal: 6.6, cartGrandTotal: 46.6 });
  });

  it('rounds a half cent of tax up', () => {
    // 0.05 x 0.1 = 0.005
    expect(cartTotals([{ unitcost: 0.05, quantityincart: 1, taxrate: 0.1 }]).cartTaxTotal).toBe(0.01);
  });
});
