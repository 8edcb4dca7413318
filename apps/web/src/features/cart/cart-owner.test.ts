import { beforeEach, describe, expect, it } from 'vitest';
import { switchOwner, type StorageOwner } from '../../lib/owned-storage';
import { useSelection } from '../catalogue/selection-store';
import { adoptFromGuest } from './adopt-guest-cart';
import { useCart } from './cart-store';
import { testProduct } from '../../test/products';

/** A guest signing in as `user`, as the sign-in does it: switch, then take the guest's cart in. */
async function guestSignsIn(user: StorageOwner) {
  await switchOwner(user);
  adoptFromGuest(guest);
}

const product = (productid: number, quantity = 20) => testProduct(productid, { quantity });

const guest = { username: 'guest', guest: true };
const ann = { username: 'ann', guest: false };
const bob = { username: 'bob', guest: false };
const lines = () => useCart.getState().cart.map((i) => [i.productid, i.quantityincart]);
const sangster = { airportid: 'SIA', direction: 'D' } as const;

describe('a cart that stays with its shopper', () => {
  beforeEach(async () => {
    await switchOwner(null);
    localStorage.clear();
  });

  it('shows each user only their own cart and trail, and brings it back when they return', async () => {
    await switchOwner(ann);
    useCart.getState().add(product(1), 2, 'SIADRUM');
    useSelection.getState().choose({ ...sangster, storeid: 'SIADRUM' });
    await switchOwner(bob);
    expect(lines()).toEqual([]);
    expect(useSelection.getState().storeid).toBeNull();
    await switchOwner(null);
    expect(lines()).toEqual([]);
    await switchOwner(ann);
    expect(lines()).toEqual([[1, 2]]);
    expect(useSelection.getState().storeid).toBe('SIADRUM');
  });

  it('a guest who signs in keeps their cart, and the next guest starts empty', async () => {
    await switchOwner(guest);
    useSelection.getState().choose({ ...sangster, storeid: 'SIADRUM' });
    useCart.getState().add(product(1), 1, 'SIADRUM');
    await guestSignsIn(ann);
    expect(lines()).toEqual([[1, 1]]);
    expect(useSelection.getState().storeid).toBe('SIADRUM');
    await switchOwner(null);
    await switchOwner(guest);
    expect(lines()).toEqual([]);
  });

  it('joins a guest cart to the saved one for the same trip, a line in both keeping the larger quantity', async () => {
    await switchOwner(ann);
    useSelection.getState().choose(sangster);
    useCart.getState().add(product(1), 3, 'SIADRUM');
    useCart.getState().add(product(2), 1, 'SIADRUM');
    await switchOwner(null);
    await switchOwner(guest);
    useSelection.getState().choose(sangster);
    useCart.getState().add(product(1), 1, 'SIADRUM');
    useCart.getState().add(product(3), 2, 'SIADRUM');
    await guestSignsIn(ann);
    expect(lines()).toEqual([[3, 2], [1, 3], [2, 1]]);
  });

  it('replaces a saved cart of another airport with the guest cart and its trail', async () => {
    await switchOwner(ann);
    useSelection.getState().choose({ airportid: 'NMIA', direction: 'A' });
    useCart.getState().add(product(1), 3, 'NMIASTORE');
    await switchOwner(null);
    await switchOwner(guest);
    useSelection.getState().choose(sangster);
    useCart.getState().add(product(2), 1, 'SIADRUM');
    await guestSignsIn(ann);
    expect(lines()).toEqual([[2, 1]]);
    expect(useSelection.getState().airportid).toBe('SIA');
  });
});
