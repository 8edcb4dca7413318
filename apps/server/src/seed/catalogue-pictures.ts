import { palettes } from './art/palettes.js';
import { categoryPicture, productPicture, stickerPicture, vendorPicture, type Art } from './art/pictures.js';
import { categorySeeds, paletteOf, stickerSeeds } from './data/categories.js';
import type { ProductSeed } from './data/product-seed.js';
import { productItems, storeLooks } from './data/products.js';
import type { MediaFile } from './media-files.js';
import { vendorMasterRows, vendorRows } from './stores.js';

const categoryOf = (root: ProductSeed) => categorySeeds.find((c) => c.key === root.cat)!;

/** How a product family is drawn: its own shape and tint, else its category's. */
export function productArt(root: ProductSeed): Art {
  const cat = categoryOf(root);
  return { shape: root.shape ?? cat.shape, palette: palettes[paletteOf(cat)], tint: root.tint };
}

/** Art for the three goods of a store's picture. */
export function storeArts(storeid: string): Art[] {
  const look = storeLooks[storeid]!;
  return look.goods.map(([shape, tint]) => ({ shape, tint, palette: palettes[look.palette] }));
}

/** Every catalogue picture: products, categories (by their new ids), stickers, vendor masters and stores. */
export function cataloguePictures(categoryIds: Map<string, number>): MediaFile[] {
  const products = productItems().map(({ root, item }) => ({
    kind: 'product' as const,
    id: item.ref,
    svg: productPicture({ key: root.ref, art: productArt(root) }),
  }));
  const categories = categorySeeds.map((c) => ({
    kind: 'category' as const,
    id: categoryIds.get(c.description)!,
    svg: categoryPicture({ name: c.description, art: { shape: c.shape, palette: palettes[paletteOf(c)] } }),
  }));
  const stickers = stickerSeeds.map((s) => ({ kind: 'sticker' as const, id: s.stickerid, svg: stickerPicture({ text: 'text' in s ? s.text : s.description, colour: s.colour }) }));
  const stores = vendorRows.map((v) => ({
    kind: 'vendor' as const,
    id: v.vendorid,
    svg: vendorPicture({ name: v.vendorname, arts: storeArts(v.vendorid) }),
  }));
  const masters = vendorMasterRows.map((m) => {
    const store = vendorRows.find((v) => v.vendorreferenceid === m.vendorid)!;
    return {
      kind: 'vendor' as const,
      id: m.vendorid,
      svg: vendorPicture({ name: m.vendorname, arts: storeArts(store.vendorid) }),
    };
  });
  return [...products, ...categories, ...stickers, ...stores, ...masters];
}
