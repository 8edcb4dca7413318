import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { getProductMasterRequest, MasterProduct, updateProductMasterRequest } from '@shop/contracts/catalogue-admin';
import { Status } from '@shop/contracts/status';
import { AppError, invalid } from '../../lib/app-error.js';
import { toDollars } from '../../lib/money.js';
import { callerStore } from '../../calls/store-scope.js';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { products, vendors } from '../../db/schema/catalogue.js';
import { masterProducts } from '../../db/schema/product-master.js';
import { audit, found, refuseInUse, requiredId, saved } from './admin-common.js';
import { relinkMaster, relinkSellers } from './family-repo.js';
import { childrenOf, findMasters, lockMaster, setVendors, vendorsOf, type MasterRow } from './master-repo.js';
import { masterValues, type MasterValues } from './master-rules.js';

const yn = (b: boolean) => (b ? ('Y' as const) : ('N' as const));

function toWire(m: MasterRow, categoryname: string, stores: string[]): MasterProduct {
  const { unitcostCents, taxexempt, parent, recommended, ...rest } = m;
  return { ...rest, categoryname, unitcost: toDollars(unitcostCents), taxexempt: yn(taxexempt), parent: yn(parent), recommended: yn(recommended), vendors: stores };
}

/** One page of the product master; a vendor supervisor sees only what the store may sell. */
export async function getProductMaster(ctx: CallContext, req: z.output<typeof getProductMasterRequest>) {
  const lounge = ctx.user!.roles.includes('loungeoperator');
  const { rows, total } = await findMasters(ctx.db, {
    ...req,
    parentsOnly: req.parentsonly === 'Y',
    ...(req.sellable === 'Y' && { sellableBy: callerStore(ctx) }),
    ...(!lounge && { store: callerStore(ctx) }),
  });
  const stores = await vendorsOf(ctx.db, rows.map((r) => r.m.productid));
  return { products: rows.map((r) => toWire(r.m, r.categoryname, stores.get(r.m.productid) ?? [])), total };
}

async function checkStores(db: Conn, stores: string[]) {
  const unique = [...new Set(stores)];
  if (!unique.length) return unique;
  const known = await db.select({ id: vendors.vendorid }).from(vendors).where(inArray(vendors.vendorid, unique));
  const missing = unique.filter((s) => !known.some((k) => k.id === s));
  if (missing.length) throw invalid(`Store ${missing.join(', ')} does not exist.`);
  return unique;
}

/** What a parent passes down to its children (section 4.9). */
const inherited = (v: MasterValues) => ({ categoryid: v.categoryid, noticequantity: v.noticequantity, classtype1: v.classtype1, classtype2: v.classtype2, taxexempt: v.taxexempt });

async function remove(ctx: CallContext, tx: Conn, id: number) {
  const before = found(await lockMaster(tx, id), 'Master product', id);
  const [kids] = await tx.select({ n: count() }).from(masterProducts).where(eq(masterProducts.parentid, id));
  refuseInUse(kids!.n, `Master product ${before.productname}`, 'child products');
  const [sold] = await tx.select({ n: count() }).from(products).where(eq(products.masterproductid, id));
  refuseInUse(sold!.n, `Master product ${before.productname}`, 'store products');
  await tx.delete(masterProducts).where(eq(masterProducts.productid, id));
  await audit(tx, ctx, 'masterproduct', id, before, null);
  return saved('masterproduct', 'DELETE', id);
}

/** Creates, changes or deletes a master product with the stores that may sell it (sections 4.9 and 5.6). */
export function updateProductMaster(ctx: CallContext, req: z.output<typeof updateProductMasterRequest>) {
  const action = req.actiontype ?? (req.edit ? 'UPDATE' : 'CREATE');
  return ctx.db.transaction(async (tx) => {
    if (action === 'DELETE') return remove(ctx, tx, requiredId(req.product.productid, 'Product'));
    const values = await masterValues(tx, req.product);
    // A child is sold by the stores its parent is given to (section 4.9 clears its own).
    const stores = values.parentid ? [] : await checkStores(tx, req.product.vendors);
    if (action === 'CREATE') {
      const [row] = await tx.insert(masterProducts).values({ ...values, productreferenceid: '' }).returning();
      const id = row!.productid;
      await tx.update(masterProducts).set({ productreferenceid: `M${id}` }).where(eq(masterProducts.productid, id));
      await setVendors(tx, id, stores);
      await audit(tx, ctx, 'masterproduct', id, null, { ...values, vendors: stores });
      return saved('masterproduct', 'CREATE', id);
    }
    const id = requiredId(req.product.productid, 'Product');
    const before = found(await lockMaster(tx, id), 'Master product', id);
    if (before.parent !== values.parent && (await childrenOf(tx, id)).length) {
      throw new AppError(Status.CONFLICT, `${before.productname} has child products and must stay a parent.`);
    }
    const beforeStores = (await vendorsOf(tx, [id])).get(id) ?? [];
    await tx.update(masterProducts).set(values).where(eq(masterProducts.productid, id));
    await setVendors(tx, id, stores);
    if (values.parent) await tx.update(masterProducts).set(inherited(values)).where(eq(masterProducts.parentid, id));
    // An inactive master product is sold nowhere: its store products go inactive with it.
    if (values.status === 'I' && before.status === 'A') {
      const ids = [id, ...(await childrenOf(tx, id)).map((c) => c.productid)];
      const retired = await tx
        .update(products)
        .set({ status: 'I' })
        .where(and(inArray(products.masterproductid, ids), eq(products.status, 'A')))
        .returning({ productid: products.productid, vendorid: products.vendorid });
      for (const p of retired) await audit(tx, ctx, 'product', p.productid, { status: 'A' }, { status: 'I' }, p.vendorid);
      if (values.parentid) await relinkSellers(tx, id, values.parentid);
    }
    await relinkMaster(tx, id, before.parentid, values.parentid);
    const { productreferenceid: _ref, productid: _id, ...old } = before;
    await audit(tx, ctx, 'masterproduct', id, { ...old, vendors: beforeStores }, { ...values, vendors: stores });
    return saved('masterproduct', 'UPDATE', id);
  });
}
