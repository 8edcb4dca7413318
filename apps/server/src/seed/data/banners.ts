import { z } from 'zod';
import { palettes, type PaletteName } from '../art/palettes.js';
import { shapeNames, type Shape } from '../art/shapes.js';
import { STORE } from '../stores.js';
import bannerFile from './banners.json' with { type: 'json' };
import { colour, oneOf, readSeedFile } from './seed-file.js';

/**
 * A banner at SIA departures. `link` is a store id (MAIN-VENDOR), a product reference that becomes
 * its productid (MAIN-PRODUCT) or a document name (MAIN-URL). Store and product banners are drawn
 * with the store's or product's own look; the others say how they look.
 */
export interface BannerSeed {
  type: 'MAIN-VENDOR' | 'MAIN-PRODUCT' | 'MAIN-URL' | 'DETAIL' | 'AD';
  link?: string;
  title: string;
  caption: string;
  look?: { palette: PaletteName; shapes: Shape[]; tints?: string[] };
}

/** banners.json: a store banner's `link` is the store's key in STORE, which becomes its id. */
const bannerRow = z.strictObject({
  type: z.enum(['MAIN-VENDOR', 'MAIN-PRODUCT', 'MAIN-URL', 'DETAIL', 'AD']),
  link: z.string().min(1).optional(),
  title: z.string().min(1),
  caption: z.string().min(1),
  look: z
    .strictObject({
      palette: oneOf<PaletteName>('palette', Object.keys(palettes)),
      shapes: z.array(oneOf<Shape>('shape', shapeNames)).min(1),
      tints: z.array(colour).optional(),
    })
    .optional(),
});

/** The banners, with each store banner's link made its store's id. */
export const bannerSeeds: BannerSeed[] = readSeedFile('banners.json', z.array(bannerRow), bannerFile).map((b) => {
  if (b.type !== 'MAIN-VENDOR') return b;
  const id = STORE[b.link as keyof typeof STORE];
  if (!id) throw new Error(`The seed file banners.json links a store banner to ${b.link}, which is no store.`);
  return { ...b, link: id };
});
