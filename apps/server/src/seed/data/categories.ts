import type { PaletteName } from '../art/palettes.js';
import type { Shape } from '../art/shapes.js';
import type { STORE } from '../stores.js';

type StoreKey = keyof typeof STORE;

/** A category, the store whose name heads its picture, and how its goods are drawn by default. */
interface CategorySeed {
  key: string;
  description: string;
  store: StoreKey;
  shape: Shape;
  /** The colours, when they are not the palette named like the category. */
  palette?: PaletteName;
  /** Alcohol or tobacco: sold to buyers of 18 or older only (decision 0130). */
  restricted?: boolean;
}

export const categorySeeds = [
  { key: 'rum', description: 'Rum', store: 'rum', shape: 'bottle', restricted: true },
  { key: 'liqueur', description: 'Liqueurs & Cream', store: 'rum', shape: 'liqueur', restricted: true },
  { key: 'whisky', description: 'Whisky & Cognac', store: 'rum', shape: 'decanter', restricted: true },
  { key: 'her', description: 'Fragrance for Her', store: 'fragrance', shape: 'perfume' },
  { key: 'him', description: 'Fragrance for Him', store: 'fragrance', shape: 'perfume' },
  { key: 'cosmetics', description: 'Cosmetics & Skincare', store: 'fragrance', shape: 'jar' },
  { key: 'coffee', description: 'Blue Mountain Coffee', store: 'coffee', shape: 'bag' },
  { key: 'coffeeGifts', description: 'Coffee Gifts', store: 'coffee', shape: 'tin' },
  { key: 'sauces', description: 'Sauces & Spices', store: 'crafts', shape: 'sauce' },
  { key: 'sweets', description: 'Chocolate & Sweets', store: 'crafts', shape: 'chocolate' },
  { key: 'crafts', description: 'Crafts & Souvenirs', store: 'crafts', shape: 'tote' },
  { key: 'jewellery', description: 'Jewellery', store: 'jewellery', shape: 'ring' },
  { key: 'watches', description: 'Watches', store: 'jewellery', shape: 'watch' },
  { key: 'loungeAccess', description: 'Lounge Access', store: 'lounge', shape: 'chair', palette: 'lounge' },
  { key: 'loungeServices', description: 'Lounge Services', store: 'lounge', shape: 'plane', palette: 'services' },
  // Last, so the categories before them keep their ids (issue 29: spirits, wine and tobacco are restricted).
  { key: 'wine', description: 'Wine & Champagne', store: 'rum', shape: 'bottle', palette: 'wine', restricted: true },
  { key: 'tobacco', description: 'Cigars & Tobacco', store: 'rum', shape: 'tin', palette: 'tobacco', restricted: true },
] as const satisfies readonly CategorySeed[];

export type CategoryKey = (typeof categorySeeds)[number]['key'];

/** The palette a category is drawn in: its own, or the one named like it. */
export const paletteOf = (c: (typeof categorySeeds)[number]): PaletteName => ('palette' in c ? c.palette : (c.key as PaletteName));

/** Badges shown on product cards; `text` is what the round picture says when it is not the description. */
export const stickerSeeds = [
  { stickerid: 'NEW', description: 'New', colour: '#0b6e6e' },
  { stickerid: 'SALE', description: 'Sale', colour: '#c0392b' },
  { stickerid: 'BESTSELLER', description: 'Best Seller', colour: '#b7791f' },
  { stickerid: 'LOCALFAV', description: 'Local Favourite', colour: '#0f7a36' },
  { stickerid: 'LIMITED', description: 'Limited Edition', text: 'Limited', colour: '#5d4386' },
  { stickerid: 'EXCLUSIVE', description: 'Duty-Free Exclusive', text: 'Exclusive', colour: '#1f2933' },
  { stickerid: 'GIFT', description: 'Gift Idea', colour: '#c2577e' },
] as const;

export type StickerId = (typeof stickerSeeds)[number]['stickerid'];
