import type { MasterProduct, MasterProductInput } from '@shop/contracts/catalogue-admin';
import { masterTexts } from '@shop/contracts/catalogue-texts';

/** The master product form's values as typed (strings for the inputs and selects). */
export interface MasterDraft {
  productname: string;
  categoryid: string | null;
  unitcost: string;
  noticequantity: string;
  description: string;
  parent: boolean;
  parentid: string | null;
  classtype1: string | null;
  classtype2: string | null;
  classid1: string | null;
  classid2: string | null;
  taxexempt: boolean;
  recommended: boolean;
  status: 'A' | 'I';
  vendors: string[];
}

const s = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

export const emptyMaster: MasterDraft = {
  productname: '', categoryid: null, unitcost: '', noticequantity: '', description: '', parent: false, parentid: null,
  classtype1: null, classtype2: null, classid1: null, classid2: null, taxexempt: false, recommended: false, status: 'A', vendors: [],
};

export const draftOf = (m: MasterProduct): MasterDraft => ({
  productname: m.productname, categoryid: s(m.categoryid), unitcost: m.unitcost ? m.unitcost.toFixed(2) : '0', noticequantity: String(m.noticequantity),
  description: m.description, parent: m.parent === 'Y', parentid: s(m.parentid), classtype1: s(m.classtype1), classtype2: s(m.classtype2),
  classid1: s(m.classid1), classid2: s(m.classid2), taxexempt: m.taxexempt === 'Y', recommended: m.recommended === 'Y', status: m.status, vendors: m.vendors,
});

/** Section 4.9: becoming a parent zeroes the price and notice quantity and drops the recommendation. */
export const asParent = (d: MasterDraft, parent: boolean): MasterDraft =>
  parent ? { ...d, parent, parentid: null, unitcost: '0', noticequantity: '0', recommended: false, classid1: null, classid2: null } : { ...d, parent, classtype1: null, classtype2: null };

/** Section 4.9: choosing a parent copies its category, notice quantity, class types and tax exemption, zeroes the price, clears the stores; clearing it resets them. */
export function withParent(d: MasterDraft, parent: MasterProduct | null): MasterDraft {
  if (!parent) return { ...d, parentid: null, categoryid: null, noticequantity: '', classtype1: null, classtype2: null, classid1: null, classid2: null, taxexempt: false, unitcost: '' };
  return { ...d, parentid: String(parent.productid), categoryid: String(parent.categoryid), noticequantity: String(parent.noticequantity),
    classtype1: s(parent.classtype1), classtype2: s(parent.classtype2), classid1: null, classid2: null, taxexempt: parent.taxexempt === 'Y', unitcost: '0', vendors: [] };
}

/** The first section 5.6 message the draft breaks, or null. */
export function masterError(d: MasterDraft): string | null {
  const child = !d.parent && d.parentid;
  if (!d.productname.trim()) return masterTexts.nameRequired;
  if (!d.categoryid) return masterTexts.categoryRequired;
  if (!d.parent && !child) {
    if (!d.unitcost) return masterTexts.childUnitcostRequired;
    if (Number(d.unitcost) === 0) return masterTexts.childUnitcostZero;
    if (!/^\d+(\.\d{1,2})?$/.test(d.unitcost)) return 'Please enter valid unitcost.';
    if (!d.noticequantity) return masterTexts.noticeRequired;
  }
  if (!d.description.trim()) return masterTexts.descriptionRequired;
  if (d.parent && !d.classtype1) return masterTexts.parentNeedsClassType;
  if (child && !d.classid1 && !d.classid2) return masterTexts.childNeedsClass;
  return null;
}

const n = (v: string | null) => (v ? Number(v) : null);

export const inputOf = (d: MasterDraft, productid?: number): MasterProductInput => ({
  productid, productname: d.productname.trim(), categoryid: n(d.categoryid), unitcost: d.unitcost === '' ? null : Number(d.unitcost),
  noticequantity: d.noticequantity === '' ? null : Number(d.noticequantity), description: d.description.trim(), parent: d.parent ? 'Y' : 'N',
  parentid: n(d.parentid), classtype1: n(d.classtype1), classtype2: n(d.classtype2), classid1: n(d.classid1), classid2: n(d.classid2),
  taxexempt: d.taxexempt ? 'Y' : 'N', recommended: d.recommended ? 'Y' : 'N', status: d.status, vendors: d.vendors,
});
