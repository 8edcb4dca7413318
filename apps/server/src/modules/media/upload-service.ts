import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { allows } from '@shop/contracts/access';
import { entityAccess, type HistoryEntity } from '@shop/contracts/audit';
import type { uploadFileRequest } from '@shop/contracts/catalogue-admin';
import { type AssetType } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import type { CallContext } from '../../calls/types.js';
import { categories, vendorMasters, vendors } from '../../db/schema/catalogue.js';
import { masterProducts } from '../../db/schema/product-master.js';
import { assets } from '../../db/schema/content.js';
import { recordChange } from '../audit/repo.js';
import { saved } from '../catalogue/admin-common.js';
import { checkAndReencode } from './image-check.js';

type Request = z.output<typeof uploadFileRequest>;
interface Target {
  kind: 'product' | 'category' | 'vendor';
  name: string;
  entity: HistoryEntity;
  entityid: string;
}

const entityOf: Record<AssetType, HistoryEntity> = { PRODUCT: 'masterproduct', CATEGORY: 'category', VENDOR: 'vendormaster' };
const extensions = ['.png', '.jpg', '.jpeg', '.webp', '.svg'];

/** Where an asset's picture lives: a master product's by its reference id, a category's by id, a vendor's by its vendor master. */
async function targetOf(ctx: CallContext, req: Request): Promise<Target> {
  const id = req.assetid;
  const number = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (req.assettype === 'PRODUCT') {
    const [m] = number ? await ctx.db.select().from(masterProducts).where(eq(masterProducts.productid, number)) : [];
    if (!m) throw notFound(`Master product ${id} was not found.`);
    return { kind: 'product', name: m.productreferenceid, entity: 'masterproduct', entityid: id };
  }
  if (req.assettype === 'CATEGORY') {
    const [c] = number ? await ctx.db.select().from(categories).where(eq(categories.categoryid, number)) : [];
    if (!c) throw notFound(`Category ${id} was not found.`);
    return { kind: 'category', name: String(c.categoryid), entity: 'category', entityid: id };
  }
  const [master] = await ctx.db.select().from(vendorMasters).where(eq(vendorMasters.vendorid, id));
  const [store] = master ? [] : await ctx.db.select().from(vendors).where(eq(vendors.vendorid, id));
  const name = master?.vendorid ?? store?.vendorreferenceid;
  if (!name) throw notFound(`Vendor ${id} was not found.`);
  return { kind: 'vendor', name, entity: 'vendormaster', entityid: name };
}

async function existing(dir: string, name: string) {
  const found = await Promise.all(extensions.map((e) => stat(path.join(dir, name + e)).then(() => name + e, () => null)));
  return found.filter((f): f is string => f !== null);
}

/** Saves (re-encoded) or deletes the picture of a master product, category or vendor; the storefront shows it at once. */
export async function uploadFile(ctx: CallContext, req: Request) {
  if (!allows(entityAccess[entityOf[req.assettype]], ctx.user!)) {
    throw new AppError(Status.FORBIDDEN, `You are not allowed to change ${req.assettype.toLowerCase()} images.`);
  }
  const target = await targetOf(ctx, req);
  const dir = path.join(ctx.config.mediaDir, target.kind);
  const before = await existing(dir, target.name);
  let after: string | null = null;
  if (req.delete === 'Y') {
    if (!before.length) throw notFound(`The ${target.kind} has no image to delete.`);
  } else {
    if (!req.file) throw invalid('Choose an image to upload.');
    const [rule] = await ctx.db.select().from(assets).where(eq(assets.assettype, req.assettype));
    if (!rule) throw invalid(`No image rules are set for ${req.assettype}.`);
    const image = checkAndReencode(Buffer.from(req.file.data, 'base64'), rule, req.assettype);
    after = `${target.name}.${image.ext}`;
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
    await writeFile(tmp, image.bytes);
    await rename(tmp, path.join(dir, after));
  }
  await Promise.all(before.filter((f) => f !== after).map((f) => rm(path.join(dir, f), { force: true })));
  await recordChange(ctx.db, {
    entity: target.entity,
    entityid: target.entityid,
    who: ctx.user!.username,
    at: ctx.clock.now(),
    changes: { image: [before[0] ?? null, after] },
  });
  return { ...saved('image', req.delete === 'Y' ? 'DELETE' : 'UPLOAD'), message: req.delete === 'Y' ? 'Image Deleted Successfully' : 'Image Uploaded Successfully' };
}

