import type { PaletteName } from '../art/palettes.js';
import type { Shape } from '../art/shapes.js';
import { STORE } from '../stores.js';
import coffee from './products-coffee.json' with { type: 'json' };
import crafts from './products-crafts.json' with { type: 'json' };
import fragrance from './products-fragrance.json' with { type: 'json' };
import jewellery from './products-jewellery.json' with { type: 'json' };
import lounge from './products-lounge.json' with { type: 'json' };
import rum from './products-rum.json' with { type: 'json' };
import wineTobacco from './products-wine-tobacco.json' with { type: 'json' };
import { readStoreProducts, type ProductSeed, type StoreProducts, type VariantSeed } from './product-seed.js';

/**
 * Every store's products, from one data file a store. Island Spirits' wine and tobacco (issue 29) come after
 * every other store's products, so the products seeded before them keep their ids. Lounge places are capacity,
 * not stock on a shelf: a day's seats at Club MoBay.
 */
export const storeProducts: StoreProducts[] = Object.entries({
  'products-rum.json': rum,
  'products-fragrance.json': fragrance,
  'products-coffee.json': coffee,
  'products-crafts.json': crafts,
  'products-jewellery.json': jewellery,
  'products-lounge.json': lounge,
  'products-wine-tobacco.json': wineTobacco,
}).map(([file, json]) => readStoreProducts(file, json));

/** One row to insert: a root (item === root) or one of its sizes. */
export interface ProductItem {
  vendorid: string;
  root: ProductSeed;
  item: VariantSeed;
}

/** Every product of every store, each family's root before its sizes. */
export function productItems(): ProductItem[] {
  return storeProducts.flatMap(({ vendorid, products }) =>
    products.flatMap((root) => [root, ...(root.sizes ?? [])].map((item) => ({ vendorid, root, item }))),
  );
}

/** The product with this reference; the seed data is wrong when there is none. */
export function productByRef(ref: string): ProductItem {
  const found = productItems().find((p) => p.item.ref === ref);
  if (!found) throw new Error(`No seed product has the reference ${ref}.`);
  return found;
}

/**
 * How each store's picture looks: its colours and three of its goods with their colours, the last
 * drawn largest. Keyed by store id; vendor masters borrow the look of their store.
 */
export const storeLooks: Record<string, { palette: PaletteName; goods: [Shape, string][] }> = {
  [STORE.rum]: { palette: 'rum', goods: [['liqueur', '#3b1f14'], ['decanter', '#b5651d'], ['bottle', '#c8781e']] },
  [STORE.fragrance]: { palette: 'him', goods: [['lipstick', '#b3121b'], ['jar', '#f4efe9'], ['perfume', '#8aa4b8']] },
  [STORE.coffee]: { palette: 'coffee', goods: [['mug', '#1b4d3e'], ['tin', '#b03a2e'], ['bag', '#b9875a']] },
  [STORE.crafts]: { palette: 'crafts', goods: [['sauce', '#b3261e'], ['cake', '#a0622d'], ['tote', '#d4a55a']] },
  [STORE.jewellery]: { palette: 'watches', goods: [['necklace', '#5dade2'], ['ring', '#e74c6f'], ['watch', '#0f3d5e']] },
  [STORE.lounge]: { palette: 'lounge', goods: [['glass', '#e8a33c'], ['plane', '#ffffff'], ['chair', '#f2b632']] },
};
