import type { Tx } from '../db/client.js';
import { categories, products, stickers } from '../db/schema/catalogue.js';
import { cataloguePictures } from './catalogue-pictures.js';
import { categorySeeds, stickerSeeds } from './data/categories.js';
import { productItems, type ProductItem } from './data/products.js';
import { writeMedia } from './media-files.js';

type NewProduct = typeof products.$inferInsert;

function productRow({ vendorid, root, item }: ProductItem, categoryid: number, parentproductid: number | null): NewProduct {
  return {
    productreferenceid: item.ref,
    vendorid,
    categoryid,
    parentproductid,
    productname: item.name,
    brand: root.brand,
    description: item.text ?? root.text,
    unitcostCents: item.cents,
    msrpCents: item.msrp ?? null,
    taxrateBp: root.tax ?? 0,
    quantity: item.stock,
    noticequantity: item.notice ?? 5,
    stickerid: item.sticker ?? null,
    status: item.status ?? 'A',
  };
}

/** Categories, stickers and products with their pictures. */
export async function seedCatalogue(tx: Tx, mediaDir: string) {
  const cats = await tx
    .insert(categories)
    .values(categorySeeds.map((c) => ({ description: c.description, restricted: 'restricted' in c && c.restricted })))
    .returning({ categoryid: categories.categoryid, description: categories.description });
  const categoryIds = new Map(cats.map((c) => [c.description, c.categoryid]));
  const categoryOf = (p: ProductItem) => categoryIds.get(categorySeeds.find((c) => c.key === p.root.cat)!.description)!;
  await tx.insert(stickers).values(stickerSeeds.map(({ stickerid, description }) => ({ stickerid, description })));

  // Roots go in first so that their sizes can point at the ids they were given.
  const items = productItems();
  const roots = items.filter((p) => p.item === p.root);
  const inserted = await tx
    .insert(products)
    .values(roots.map((p) => productRow(p, categoryOf(p), null)))
    .returning({ productid: products.productid, ref: products.productreferenceid });
  const rootIds = new Map(inserted.map((r) => [r.ref, r.productid]));
  const sizes = items.filter((p) => p.item !== p.root);
  await tx.insert(products).values(sizes.map((p) => productRow(p, categoryOf(p), rootIds.get(p.root.ref)!)));

  await writeMedia(mediaDir, cataloguePictures(categoryIds));
}
