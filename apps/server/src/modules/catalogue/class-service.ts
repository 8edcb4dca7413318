import { asc, count, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateClassificationRequest, updateClassTypeRequest } from '@shop/contracts/catalogue-admin';
import { classificationTexts, classTypeTexts } from '@shop/contracts/catalogue-texts';
import { invalid } from '../../lib/app-error.js';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { classifications, classTypes, masterProducts } from '../../db/schema/product-master.js';
import { audit, found, refuseInUse, requiredId, saved } from './admin-common.js';

/** Every class type, by description. */
export const listClassTypes = (db: Conn) => db.select().from(classTypes).orderBy(asc(classTypes.description), asc(classTypes.classtypeid));

/** Every classification with its class type's description, optionally of one class type. */
export function listClassifications(db: Conn, classtypeid?: number | null) {
  const q = db
    .select({
      classid: classifications.classid,
      classtypeid: classifications.classtypeid,
      classtype: classTypes.description,
      description: classifications.description,
    })
    .from(classifications)
    .innerJoin(classTypes, eq(classTypes.classtypeid, classifications.classtypeid));
  return (classtypeid ? q.where(eq(classifications.classtypeid, classtypeid)) : q).orderBy(
    asc(classTypes.description),
    asc(classifications.description),
  );
}

const classTypeById = async (db: Conn, id: number) =>
  found((await db.select().from(classTypes).where(eq(classTypes.classtypeid, id)))[0], 'Class type', id);

/** Creates, renames or deletes a class type (section 5.7: the description is required, trimmed). */
export function updateClassType(ctx: CallContext, req: z.output<typeof updateClassTypeRequest>) {
  const description = req.classtypedescription;
  return ctx.db.transaction(async (tx) => {
    if (req.actiontype === 'CREATE') {
      if (!description) throw invalid(classTypeTexts.descriptionRequired);
      const [row] = await tx.insert(classTypes).values({ description }).returning();
      await audit(tx, ctx, 'classtype', row!.classtypeid, null, { description });
      return saved('classtype', 'CREATE', row!.classtypeid);
    }
    const id = requiredId(req.classtypeid, 'Class type');
    const before = await classTypeById(tx, id);
    if (req.actiontype === 'UPDATE') {
      if (!description) throw invalid(classTypeTexts.descriptionRequired);
      await tx.update(classTypes).set({ description }).where(eq(classTypes.classtypeid, id));
      await audit(tx, ctx, 'classtype', id, { description: before.description }, { description });
      return saved('classtype', 'UPDATE', id);
    }
    const [used] = await tx.select({ n: count() }).from(classifications).where(eq(classifications.classtypeid, id));
    refuseInUse(used!.n, `Class type ${before.description}`, 'classifications');
    const [usedByMaster] = await tx
      .select({ n: count() })
      .from(masterProducts)
      .where(or(eq(masterProducts.classtype1, id), eq(masterProducts.classtype2, id)));
    refuseInUse(usedByMaster!.n, `Class type ${before.description}`, 'master products');
    await tx.delete(classTypes).where(eq(classTypes.classtypeid, id));
    await audit(tx, ctx, 'classtype', id, { description: before.description }, null);
    return saved('classtype', 'DELETE', id);
  });
}

/** Creates, changes or deletes a classification; its class type is fixed once created (section 4.11). */
export function updateClassification(ctx: CallContext, req: z.output<typeof updateClassificationRequest>) {
  const description = req.classificationdescription;
  return ctx.db.transaction(async (tx) => {
    if (req.actiontype === 'CREATE') {
      if (!req.classtypeid) throw invalid(classificationTexts.classTypeRequired);
      if (!description) throw invalid(classificationTexts.descriptionRequired);
      await classTypeById(tx, req.classtypeid);
      const [row] = await tx.insert(classifications).values({ classtypeid: req.classtypeid, description }).returning();
      await audit(tx, ctx, 'classification', row!.classid, null, { classtypeid: req.classtypeid, description });
      return saved('classification', 'CREATE', row!.classid);
    }
    const id = requiredId(req.classid, 'Classification');
    const before = found((await tx.select().from(classifications).where(eq(classifications.classid, id)))[0], 'Classification', id);
    if (req.actiontype === 'UPDATE') {
      if (!description) throw invalid(classificationTexts.descriptionRequired);
      if (req.classtypeid && req.classtypeid !== before.classtypeid) throw invalid('The class type of a classification cannot be changed.');
      await tx.update(classifications).set({ description }).where(eq(classifications.classid, id));
      await audit(tx, ctx, 'classification', id, { description: before.description }, { description });
      return saved('classification', 'UPDATE', id);
    }
    const [used] = await tx
      .select({ n: count() })
      .from(masterProducts)
      .where(or(eq(masterProducts.classid1, id), eq(masterProducts.classid2, id)));
    refuseInUse(used!.n, `Classification ${before.description}`, 'master products');
    await tx.delete(classifications).where(eq(classifications.classid, id));
    await audit(tx, ctx, 'classification', id, { classtypeid: before.classtypeid, description: before.description }, null);
    return saved('classification', 'DELETE', id);
  });
}
