/**
 * The catalogue screens' texts, word for word from back office sections 4.11, 5.1, 5.6-5.8 and 8. zod-free:
 * the server's checks and the web's forms show the same sentences.
 */
export const productTexts = {
  /** The Add Product picker has nothing left: the store sells every master product it may sell (issue #32 item 12). */
  nothingToAdd: 'Your store already sells every product of the product master it may sell.',
  nameRequired: 'Product Name is required.',
  categoryRequired: 'Category is required.',
  unitcostRequired: 'Unit cost is required.',
  unitcostInvalid: 'Please enter valid unitcost.',
  quantityRequired: 'Quantity is required.',
  descriptionRequired: 'Description is required.',
  deleteConfirm: 'Are you sure you want to delete this product?',
  deleted: 'Product deleted successfully!',
  added: 'Product added successfully!',
  updated: 'Product updated successfully!',
} as const;

export const masterTexts = {
  nameRequired: 'Product Name is required',
  categoryRequired: 'Category is Required',
  unitcostRequired: 'Unit cost is Required',
  childUnitcostRequired: 'Unit Cost is Required',
  childUnitcostZero: 'Unit Cost cannot be 0',
  noticeRequired: 'Noticed Quantity is Required',
  descriptionRequired: 'Description is Required',
  parentNeedsClassType: 'Parent Product Must Have at Least 1 Class Type',
  childNeedsClass: 'Product Must Have at Least 1 Classification',
  deleteConfirm: 'Are you sure you want to delete this Product Master?',
  loading: 'Retrieving Products...',
} as const;

export const classificationTexts = {
  classTypeRequired: 'Class Type required.',
  descriptionRequired: 'Description is required.',
  deleteConfirm: 'Are you sure you want to delete this Classification?',
  loading: 'Retrieving Classifications...',
} as const;

export const classTypeTexts = {
  descriptionRequired: 'Description is required.',
  deleteConfirm: 'Are you sure you want to delete this Class Type?',
} as const;

export const categoryTexts = {
  required: 'Category required.',
  deleteConfirm: 'Are you sure you want to delete this Category?',
  offline: 'No Internet Connection',
} as const;

export const imageTexts = {
  deleteConfirm: 'Are You sure you want to delete this image ?',
} as const;

export type AssetType = 'PRODUCT' | 'CATEGORY' | 'VENDOR';
export const assetTypes: readonly AssetType[] = ['PRODUCT', 'CATEGORY', 'VENDOR'];
const assetNames: Record<AssetType, string> = { PRODUCT: 'Product', CATEGORY: 'Category', VENDOR: 'Vendor' };

/** The upload rules' failures of section 5.8, word for word. */
export const uploadTexts = {
  wrongType: (asset: AssetType, filetype: string) => `${assetNames[asset]} image should be a ${filetype}`,
  tooBig: (maxsizeMb: number) => `image should be under ${maxsizeMb}MB`,
  wrongSize: (width: number, height: number) => `image should ${width} x ${height} px.`,
};

/** JPG counts as JPEG (section 5.8). */
export const sameFileType = (a: string, b: string) => {
  const norm = (t: string) => t.toLowerCase().replace(/^image\//, '').replace(/^jpg$/, 'jpeg');
  return norm(a) === norm(b);
};

/** The catalogue success pages' messages by entity and action (section 2.10), each with the list it returns to. */
export type SavedEntity = 'classtype' | 'classification' | 'category' | 'product' | 'masterproduct' | 'image';
export type SavedAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'UPLOAD';
const entityNames: Record<SavedEntity, string> = {
  classtype: 'Class Type',
  classification: 'Classification',
  category: 'Category',
  product: 'Product',
  masterproduct: 'Product',
  image: 'Image',
};
const actionWords: Record<SavedAction, string> = { CREATE: 'Added', UPDATE: 'Updated', DELETE: 'Deleted', UPLOAD: 'Uploaded' };

/** "Class Type Added Successfully", "Image Uploaded Successfully", "Image Deleted Successfully". */
export const savedText = (entity: SavedEntity, action: SavedAction) => `${entityNames[entity]} ${actionWords[action]} Successfully`;
