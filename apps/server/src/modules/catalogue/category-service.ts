import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateCategoryRequest } from '@shop/contracts/catalogue-admin';
import { categoryTexts } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { AppError, invalid } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalogue.js';
import { masterProducts } from '../../db/schema/product-master.js';
import { audit, found, refuseInUse, requiredId, saved } from './admin-common.js';

/** Every category, active or not, by description. */
export async function listAllCategories(db: Conn) {
  const rows = await db.select().from(categories).orderBy(asc(categories.description));
  return rows.map((c) => ({ categoryid: c.categoryid, description: c.description, status: c.status, restricted: c.restricted ? ('Y' as const) : ('N' as const) }));
}

const duplicate = (description: string) => new AppError(Status.CONFLICT, `A category named ${description} already exists.`);

/** Creates, renames or deletes a category (section 5.7: 'Category required.'). */
export async function updateCategory(ctx: CallContext, req: z.output<typeof updateCategoryRequest>) {
  const description = req.description;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (req.actiontype === 'CREATE') {
        if (!description) throw invalid(categoryTexts.required);
        const restricted = req.restricted === 'Y';
        const [row] = await tx.insert(categories).values({ description, restricted }).returning();
        await audit(tx, ctx, 'category', row!.categoryid, null, { description, restricted });
        return saved('category', 'CREATE', row!.categoryid);
      }
      const id = requiredId(req.categoryid, 'Category');
      const before = found((await tx.select().from(categories).where(eq(categories.categoryid, id)))[0], 'Category', id);
      if (req.actiontype === 'UPDATE') {
        if (!description) throw invalid(categoryTexts.required);
        const restricted = req.restricted ? req.restricted === 'Y' : before.restricted;
        await tx.update(categories).set({ description, restricted }).where(eq(categories.categoryid, id));
        await audit(tx, ctx, 'category', id, { description: before.description, restricted: before.restricted }, { description, restricted });
        return saved('category', 'UPDATE', id);
      }
      const [masters] = await tx.select({ n: count() }).from(masterProducts).where(eq(masterProducts.categoryid, id));
      refuseInUse(masters!.n, `Category ${before.description}`, 'master products');
      const [sold] = await tx.select({ n: count() }).from(products).where(eq(products.categoryid, id));
      refuseInUse(sold!.n, `Category ${before.description}`, 'store products');
      await tx.delete(categories).where(eq(categories.categoryid, id));
      await audit(tx, ctx, 'category', id, { description: before.description }, null);
      return saved('category', 'DELETE', id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(description);
    throw err;
  }
}
