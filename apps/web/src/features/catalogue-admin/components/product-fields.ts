import { productTexts } from '@shop/contracts/catalogue-texts';

/** Section 5.1's typing filters: quantity keeps digits; unit cost keeps digits and a dot. */
export const digitsOnly = (v: string) => v.replace(/\D/g, '');
export const moneyChars = (v: string) => v.replace(/[^\d.]/g, '');

export interface ProductDraft {
  masterproductid: string | null;
  quantity: string;
  unitcost: string;
  status: 'A' | 'I';
}

/** Section 5.1's messages for the draft, by field; empty when it may be sent. */
export function productErrors(d: ProductDraft, category: string, description: string): Partial<Record<string, string>> {
  const e: Partial<Record<string, string>> = {};
  if (!d.masterproductid) e.name = productTexts.nameRequired;
  else if (!category) e.category = productTexts.categoryRequired;
  if (!d.quantity) e.quantity = productTexts.quantityRequired;
  if (!d.unitcost) e.unitcost = productTexts.unitcostRequired;
  else if (!/^\d+(\.\d{1,2})?$/.test(d.unitcost)) e.unitcost = productTexts.unitcostInvalid;
  if (d.masterproductid && !description) e.description = productTexts.descriptionRequired;
  return e;
}
