import type { z } from 'zod';
import type { masterProductInput } from '@shop/contracts/catalogue-admin';
import { masterTexts } from '@shop/contracts/catalogue-texts';
import { eq } from 'drizzle-orm';
import { invalid } from '../../lib/app-error.js';
import { toCents } from '../../lib/money.js';
import type { Conn } from '../../db/client.js';
import { classifications } from '../../db/schema/product-master.js';
import { masterById, type MasterRow } from './master-repo.js';

type Input = z.output<typeof masterProductInput>;

/** The columns a master product is saved with, after the rules of sections 4.9 and 5.6. */
export interface MasterValues {
  productname: string;
  categoryid: number;
  unitcostCents: number;
  taxexempt: boolean;
  noticequantity: number;
  description: string;
  parent: boolean;
  parentid: number | null;
  classtype1: number | null;
  classtype2: number | null;
  classid1: number | null;
  classid2: number | null;
  status: 'A' | 'I';
  recommended: boolean;
}

async function classOf(db: Conn, classid: number | null | undefined, classtype: number | null): Promise<number | null> {
  if (!classid) return null;
  const [c] = await db.select().from(classifications).where(eq(classifications.classid, classid));
  if (!c || c.classtypeid !== classtype) throw invalid(`Classification ${classid} is not of the parent's class type.`);
  return classid;
}

async function parentOf(db: Conn, p: Input): Promise<MasterRow | null> {
  if (!p.parentid || p.parent === 'Y') return null;
  const parent = await masterById(db, p.parentid);
  if (!parent || !parent.parent || parent.productid === p.productid) throw invalid(`Product ${p.parentid} is not a parent product.`);
  return parent;
}

/**
 * Checks a master product against section 5.6 and settles what section 4.9 derives: a parent has no price,
 * notice quantity or recommendation; a child takes its parent's category, notice quantity, class types and
 * tax exemption and costs 0 (its stores set their prices).
 */
export async function masterValues(db: Conn, p: Input): Promise<MasterValues> {
  if (!p.productname) throw invalid(masterTexts.nameRequired);
  const parent = await parentOf(db, p);
  const isParent = p.parent === 'Y';
  const categoryid = parent?.categoryid ?? p.categoryid;
  if (!categoryid) throw invalid(masterTexts.categoryRequired);
  if (!isParent && !parent) {
    if (p.unitcost === undefined) throw invalid(masterTexts.unitcostRequired);
    if (p.unitcost === null) throw invalid(masterTexts.childUnitcostRequired);
    if (toCents(p.unitcost) === 0) throw invalid(masterTexts.childUnitcostZero);
  }
  if (!isParent && !parent && (p.noticequantity === null || p.noticequantity === undefined)) throw invalid(masterTexts.noticeRequired);
  if (!p.description) throw invalid(masterTexts.descriptionRequired);
  if (isParent && !p.classtype1) throw invalid(masterTexts.parentNeedsClassType);
  if (parent && !p.classid1 && !p.classid2) throw invalid(masterTexts.childNeedsClass);
  const base = { productname: p.productname, description: p.description, status: p.status, categoryid };
  if (isParent) {
    const classtype1 = p.classtype1!;
    return { ...base, unitcostCents: 0, taxexempt: p.taxexempt === 'Y', noticequantity: 0, parent: true, parentid: null,
      classtype1, classtype2: p.classtype2 && p.classtype2 !== classtype1 ? p.classtype2 : null, classid1: null, classid2: null, recommended: false };
  }
  if (parent) {
    return { ...base, unitcostCents: 0, taxexempt: parent.taxexempt, noticequantity: parent.noticequantity, parent: false,
      parentid: parent.productid, classtype1: parent.classtype1, classtype2: parent.classtype2,
      classid1: await classOf(db, p.classid1, parent.classtype1), classid2: await classOf(db, p.classid2, parent.classtype2),
      recommended: p.recommended === 'Y' };
  }
  return { ...base, unitcostCents: toCents(p.unitcost!), taxexempt: p.taxexempt === 'Y', noticequantity: p.noticequantity!, parent: false,
    parentid: null, classtype1: null, classtype2: null, classid1: null, classid2: null, recommended: p.recommended === 'Y' };
}
