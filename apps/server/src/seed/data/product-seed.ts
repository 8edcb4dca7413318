import type { Shape } from '../art/shapes.js';
import type { CategoryKey, StickerId } from './categories.js';

/** One sellable size of a product. Money in US cents, tax in hundredths of a percent. */
export interface VariantSeed {
  /** The stable productreferenceid that also names the picture. */
  ref: string;
  name: string;
  cents: number;
  msrp?: number;
  stock: number;
  /** Stock at or below this shows as "N Left"; 5 when not given. */
  notice?: number;
  sticker?: StickerId;
  /** Defaults to the root's description. */
  text?: string;
  status?: 'A' | 'I';
}

/** A root product; `sizes` are its variant siblings, which share its brand, category and look. */
export interface ProductSeed extends VariantSeed {
  brand: string;
  cat: CategoryKey;
  text: string;
  /** 0 (duty free) unless given. */
  tax?: number;
  /** Defaults to the category's shape. */
  shape?: Shape;
  /** Defaults to a pick from the category's palette. */
  tint?: string;
  sizes?: VariantSeed[];
}

/** The products of one store. */
export interface StoreProducts {
  vendorid: string;
  products: ProductSeed[];
}
