import { z } from 'zod';
import { shapeNames, type Shape } from '../art/shapes.js';
import { STORE } from '../stores.js';
import { categorySeeds, stickerSeeds, type CategoryKey, type StickerId } from './categories.js';
import { colour, oneOf, readSeedFile } from './seed-file.js';

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

/** Cents, units and hundredths of a percent alike. */
const whole = z.number().int().nonnegative();
const variantFields = {
  ref: z.string().min(1),
  name: z.string().min(1),
  cents: whole,
  msrp: whole.optional(),
  stock: whole,
  notice: whole.optional(),
  sticker: oneOf<StickerId>('sticker', stickerSeeds.map((s) => s.stickerid)).optional(),
  text: z.string().min(1).optional(),
  status: z.enum(['A', 'I']).optional(),
};
const variantSeed: z.ZodType<VariantSeed> = z.strictObject(variantFields);
const productSeed: z.ZodType<ProductSeed> = z.strictObject({
  ...variantFields,
  brand: z.string().min(1),
  cat: oneOf<CategoryKey>('category', categorySeeds.map((c) => c.key)),
  text: z.string().min(1),
  tax: whole.optional(),
  shape: oneOf<Shape>('shape', shapeNames).optional(),
  tint: colour.optional(),
  sizes: z.array(variantSeed).optional(),
});
/** A store's data file: `store` is the store's key in STORE. */
const storeFile = z.strictObject({
  store: z.enum(Object.keys(STORE) as [keyof typeof STORE]),
  products: z.array(productSeed),
});

/** The products of one store's data file. */
export function readStoreProducts(file: string, json: unknown): StoreProducts {
  const { store, products } = readSeedFile(file, storeFile, json);
  return { vendorid: STORE[store], products };
}
