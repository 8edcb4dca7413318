import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { getStoreProductsRequest, StoreProduct, updateProductRequest } from '@shop/contracts/catalogue-admin';
import { productTexts } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { bpToRate, toCents, toDollars } from '../../lib/money.js';
import { callerStore } from '../../calls/store-scope.js';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { reservationLines } from '../../db/schema/checkout.js';
import { orderItems } from '../../db/schema/orders.js';
import { audit, requiredId, saved } from './admin-common.js';
import { relinkFamily } from './family-repo.js';
import { masterById, storeMaySell } from './master-repo.js';
import { findStoreTaxBp } from './store-repo.js';
import { findStoreProducts, lockStoreProduct, type ProductRow } from './store-product-repo.js';

type UpdateRequest = z.output<typeof updateProductRequest>;

function toWire(p: ProductRow, categoryname: string): StoreProduct {
  return {
    productid: p.productid,
    masterproductid: p.masterproductid,
    productreferenceid: p.productreferenceid,
    productname: p.productname,
    categoryid: p.categoryid,
    categoryname,
    description: p.description,
    unitcost: toDollars(p.unitcostCents),
    taxrate: bpToRate(p.taxrateBp),
    quantity: p.quantity,
    status: p.status,
  };
}

/** One page of the caller's store's products. */
export async function getStoreProducts(ctx: CallContext, req: z.output<typeof getStoreProductsRequest>) {
  const { rows, total } = await findStoreProducts(ctx.db, { ...req, store: callerStore(ctx) });
  return { products: rows.map((r) => toWire(r.p, r.categoryname)), total };
}

/** The fields of a store product its history shows. */
const tracked = (p: Pick<ProductRow, 'productname' | 'quantity' | 'unitcostCents' | 'status' | 'taxrateBp'>) => ({
  productname: p.productname,
  quantity: p.quantity,
  unitcost: toDollars(p.unitcostCents),
  taxrate: bpToRate(p.taxrateBp),
  status: p.status,
});

function required(product: UpdateRequest['product']) {
  if (product.quantity === null || product.quantity === undefined) throw invalid(productTexts.quantityRequired);
  if (product.unitcost === null || product.unitcost === undefined) throw invalid(productTexts.unitcostRequired);
  return { quantity: product.quantity, unitcostCents: toCents(product.unitcost) };
}

async function create(ctx: CallContext, tx: Conn, store: string, req: UpdateRequest) {
  if (!req.product.masterproductid) throw invalid(productTexts.nameRequired);
  const m = await masterById(tx, req.product.masterproductid);
  if (!m || m.parent || m.status !== 'A') throw invalid(`Product ${req.product.masterproductid} cannot be sold: pick an active product of the product master.`);
  if (!(await storeMaySell(tx, store, m))) throw new AppError(Status.FORBIDDEN, `Your store may not sell ${m.productname}.`);
  if (!m.description) throw invalid(productTexts.descriptionRequired);
  const [dup] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.vendorid, store), eq(products.masterproductid, m.productid)));
  if (dup!.n > 0) {
    throw new AppError(Status.CONFLICT, `${m.productname} is already one of your products.`);
  }
  const parent = m.parentid ? await masterById(tx, m.parentid) : undefined;
  const values = {
    ...required(req.product),
    productreferenceid: m.productreferenceid,
    masterproductid: m.productid,
    vendorid: store,
    categoryid: m.categoryid,
    productname: m.productname,
    brand: parent?.productname ?? m.productname,
    description: m.description,
    taxrateBp: m.taxexempt ? 0 : await findStoreTaxBp(tx, store),
    noticequantity: m.noticequantity,
    status: req.product.status ?? 'A',
  };
  const [row] = await tx.insert(products).values(values).returning();
  if (m.parentid) await relinkFamily(tx, store, m.parentid);
  await audit(tx, ctx, 'product', row!.productid, null, tracked(row!), store);
  return saved('product', 'CREATE', row!.productid);
}

async function update(ctx: CallContext, tx: Conn, store: string, req: UpdateRequest) {
  const id = requiredId(req.product.productid, 'Product');
  const before = await lockStoreProduct(tx, store, id);
  if (!before) throw notFound(`Product ${id} was not found in your store.`);
  const next = required(req.product);
  if (next.quantity !== before.quantity) {
    if (req.previousquantity === null || req.previousquantity === undefined) throw invalid('Previous quantity is required to change the stock.');
    if (req.previousquantity !== before.quantity) {
      throw new AppError(
        Status.CONFLICT,
        `The stock of ${before.productname} was changed from ${req.previousquantity} to ${before.quantity} by someone else while you were editing. Your change was not saved: check the stock and save again.`,
      );
    }
  }
  const status = req.product.status ?? before.status;
  const [after] = await tx.update(products).set({ ...next, status, updatedAt: ctx.clock.now() }).where(eq(products.productid, id)).returning();
  const m = before.masterproductid ? await masterById(tx, before.masterproductid) : undefined;
  if (m?.parentid && status !== before.status) await relinkFamily(tx, store, m.parentid);
  await audit(tx, ctx, 'product', id, tracked(before), tracked(after!), store);
  return saved('product', 'UPDATE', id);
}

async function remove(ctx: CallContext, tx: Conn, store: string, req: UpdateRequest) {
  const id = requiredId(req.product.productid, 'Product');
  const before = await lockStoreProduct(tx, store, id);
  if (!before) throw notFound(`Product ${id} was not found in your store.`);
  const [ordered] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productid, id));
  const [reserved] = await tx.select({ n: count() }).from(reservationLines).where(eq(reservationLines.productid, id));
  if (ordered!.n + reserved!.n > 0) {
    throw new AppError(Status.CONFLICT, `${before.productname} has orders and cannot be deleted. Set it to Inactive instead.`);
  }
  await tx.update(products).set({ parentproductid: null }).where(eq(products.parentproductid, id));
  await tx.delete(products).where(eq(products.productid, id));
  const m = before.masterproductid ? await masterById(tx, before.masterproductid) : undefined;
  if (m?.parentid) await relinkFamily(tx, store, m.parentid);
  await audit(tx, ctx, 'product', id, tracked(before), null, store);
  return { ...saved('product', 'DELETE', id), message: productTexts.deleted };
}

/** Adds, changes or deletes one of the caller's store's products; a stock change must name the stock it saw. */
export function updateProduct(ctx: CallContext, req: UpdateRequest) {
  const store = callerStore(ctx);
  return ctx.db.transaction(async (tx) => {
    if (req.actiontype === 'CREATE') return { ...(await create(ctx, tx, store, req)), message: productTexts.added };
    if (req.actiontype === 'UPDATE') return { ...(await update(ctx, tx, store, req)), message: productTexts.updated };
    return remove(ctx, tx, store, req);
  });
}
