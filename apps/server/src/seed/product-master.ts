import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';
import { classifications, classTypes, masterProducts, masterProductVendors } from '../db/schema/product-master.js';

type Product = typeof products.$inferSelect;

const SIZE = /\s+(\d+(?:\.\d+)?\s?(?:ml|l|oz|g|kg|cl)|\d+\s?x\s?\d+\s?(?:ml|oz|g)|\d+ Count)$/i;
const sizeOf = (name: string) => SIZE.exec(name)?.[1] ?? 'Standard';
const familyName = (name: string) => name.replace(SIZE, '') || name;

/**
 * The product master behind the seeded stores' products: each family of sizes becomes a parent with one
 * child per size (classified by its Size), each single product a master product of its own; every store
 * product points at its master and every master is given to the store that sells it.
 */
export async function seedProductMaster(tx: Tx) {
  const [size] = await tx.insert(classTypes).values([{ description: 'Size' }, { description: 'Colour' }]).returning();
  const all = await tx.select().from(products).orderBy(asc(products.productid));
  const families = new Map<number, Product[]>();
  for (const p of all) families.set(p.parentproductid ?? p.productid, [...(families.get(p.parentproductid ?? p.productid) ?? []), p]);

  const labels = [...new Set([...families.values()].filter((f) => f.length > 1).flatMap((f) => f.map((p) => sizeOf(p.productname))))];
  const classRows = labels.length
    ? await tx.insert(classifications).values(labels.map((description) => ({ classtypeid: size!.classtypeid, description }))).returning()
    : [];
  const classOf = new Map(classRows.map((c) => [c.description, c.classid]));

  const master = (p: Product) => ({
    productreferenceid: p.productreferenceid,
    productname: p.productname,
    categoryid: p.categoryid,
    unitcostCents: p.unitcostCents,
    taxexempt: p.taxrateBp === 0,
    noticequantity: p.noticequantity,
    description: p.description,
    status: p.status,
  });
  for (const family of families.values()) {
    const root = family[0]!;
    if (family.length === 1) {
      const [m] = await tx.insert(masterProducts).values(master(root)).returning();
      await link(tx, [root.productid], m!.productid, root.vendorid);
      continue;
    }
    const [parent] = await tx
      .insert(masterProducts)
      .values({ ...master(root), productname: familyName(root.productname), unitcostCents: 0, noticequantity: root.noticequantity, parent: true, classtype1: size!.classtypeid })
      .returning();
    await tx.insert(masterProductVendors).values({ productid: parent!.productid, vendorid: root.vendorid });
    for (const p of family) {
      const [child] = await tx
        .insert(masterProducts)
        .values({ ...master(p), unitcostCents: 0, parentid: parent!.productid, classtype1: size!.classtypeid, classid1: classOf.get(sizeOf(p.productname)) ?? null })
        .returning();
      await link(tx, [p.productid], child!.productid);
    }
  }
}

async function link(tx: Tx, productids: number[], masterid: number, vendorid?: string) {
  await tx.update(products).set({ masterproductid: masterid }).where(inArray(products.productid, productids));
  if (vendorid) await tx.insert(masterProductVendors).values({ productid: masterid, vendorid });
}

