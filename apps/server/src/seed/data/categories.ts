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
  palette: PaletteName;
  /** Alcohol or tobacco: sold to buyers of 18 or older only (decision 0130). */
  restricted?: boolean;
}

export const categorySeeds = [
  { key: 'rum', description: 'Rum', store: 'rum', shape: 'bottle', palette: 'rum', restricted: true },
  { key: 'liqueur', description: 'Liqueurs & Cream', store: 'rum', shape: 'liqueur', palette: 'liqueur', restricted: true },
  { key: 'whisky', description: 'Whisky & Cognac', store: 'rum', shape: 'decanter', palette: 'whisky', restricted: true },
  { key: 'her', description: 'Fragrance for Her', store: 'fragrance', shape: 'perfume', palette: 'her' },
  { key: 'him', description: 'Fragrance for Him', store: 'fragrance', shape: 'perfume', palette: 'him' },
  { key: 'cosmetics', description: 'Cosmetics & Skincare', store: 'fragrance', shape: 'jar', palette: 'cosmetics' },
  { key: 'coffee', description: 'Blue Mountain Coffee', store: 'coffee', shape: 'bag', palette: 'coffee' },
  { key: 'coffeeGifts', description: 'Coffee Gifts', store: 'coffee', shape: 'tin', palette: 'coffeeGifts' },
  { key: 'sauces', description: 'Sauces & Spices', store: 'crafts', shape: 'sauce', palette: 'sauces' },
  { key: 'sweets', description: 'Chocolate & Sweets', store: 'crafts', shape: 'chocolate', palette: 'sweets' },
  { key: 'crafts', description: 'Crafts & Souvenirs', store: 'crafts', shape: 'tote', palette: 'crafts' },
  { key: 'jewellery', description: 'Jewellery', store: 'jewellery', shape: 'ring', palette: 'jewellery' },
  { key: 'watches', description: 'Watches', store: 'jewellery', shape: 'watch', palette: 'watches' },
  { key: 'loungeAccess', description: 'Lounge Access', store: 'lounge', shape: 'chair', palette: 'lounge' },
  { key: 'loungeServices', description: 'Lounge Services', store: 'lounge', shape: 'plane', palette: 'services' },
  // Last, so the categories before them keep their ids (issue 29: spirits, wine and tobacco are restricted).
  { key: 'wine', description: 'Wine & Champagne', store: 'rum', shape: 'bottle', palette: 'wine', restricted: true },
  { key: 'tobacco', description: 'Cigars & Tobacco', store: 'rum', shape: 'tin', palette: 'tobacco', restricted: true },
] as const satisfies readonly CategorySeed[];

export type CategoryKey = (typeof categorySeeds)[number]['key'];

/** Badges shown on product cards; `text` is what the round picture says. */
export const stickerSeeds = [
  { stickerid: 'NEW', description: 'New', text: 'New', colour: '#0b6e6e' },
  { stickerid: 'SALE', description: 'Sale', text: 'Sale', colour: '#c0392b' },
  { stickerid: 'BESTSELLER', description: 'Best Seller', text: 'Best Seller', colour: '#b7791f' },
  { stickerid: 'LOCALFAV', description: 'Local Favourite', text: 'Local Favourite', colour: '#0f7a36' },
  { stickerid: 'LIMITED', description: 'Limited Edition', text: 'Limited', colour: '#5d4386' },
  { stickerid: 'EXCLUSIVE', description: 'Duty-Free Exclusive', text: 'Exclusive', colour: '#1f2933' },
  { stickerid: 'GIFT', description: 'Gift Idea', text: 'Gift Idea', colour: '#c2577e' },
] as const;

export type StickerId = (typeof stickerSeeds)[number]['stickerid'];
