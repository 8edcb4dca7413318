import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AssetType, SavedEntity } from '@shop/contracts/catalogue-texts';
import { confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';
import { paths } from '../../../app/paths';
import { queryKeys } from '../../../lib/query-keys';

/** Where each entity's success page is and which list it returns to (section 4.11). */
export const savedRoute: Record<Exclude<SavedEntity, 'product' | 'image'>, { saved: string; list: string }> = {
  classtype: { saved: paths.classTypesSaved, list: paths.classTypes },
  classification: { saved: paths.classificationsSaved, list: paths.classifications },
  category: { saved: paths.categorysSaved, list: paths.categorys },
  masterproduct: { saved: paths.masterProductsSaved, list: paths.masterProducts },
};

/**
 * What a change of each entity shows up in: its own list, the lists that name it, the storefront for what
 * shoppers see, and the history panes. Only these are read again after a save or delete.
 */
const touched: Record<keyof typeof savedRoute, readonly (readonly string[])[]> = {
  classtype: [queryKeys.classTypes, queryKeys.classifications, queryKeys.history.all],
  classification: [queryKeys.classifications, queryKeys.productMaster.all, queryKeys.history.all],
  category: [queryKeys.categories, queryKeys.productMaster.all, queryKeys.storeProducts.all, queryKeys.products.all, queryKeys.stores.all, queryKeys.history.all],
  masterproduct: [queryKeys.productMaster.all, queryKeys.storeProducts.all, queryKeys.products.all, queryKeys.history.all],
};

export interface SavedState {
  message: string;
  back: string;
}

/** The list screens' shared moves: go to the success page after a change, confirm and delete, open the image upload. */
export function useCatalogueActions() {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const saved = (entity: keyof typeof savedRoute, message: string) => {
    for (const queryKey of touched[entity]) void queries.invalidateQueries({ queryKey });
    navigate(savedRoute[entity].saved, { state: { message, back: savedRoute[entity].list } satisfies SavedState });
  };
  const remove = async (entity: keyof typeof savedRoute, question: string, send: () => Promise<{ message: string }>) => {
    if (!(await confirmDialog({ title: 'Delete!', message: question, confirm: 'Delete', danger: true }))) return;
    try {
      saved(entity, (await send()).message);
    } catch (err) {
      await showFailure(err);
    }
  };
  const upload = (assettype: AssetType, assetid: string | number, name: string, back: string, kind: 'product' | 'category' | 'vendor', image: string) =>
    navigate(paths.imageUpload, { state: { assettype, assetid: String(assetid), name, back, kind, image } satisfies UploadState });
  return { saved, remove, upload };
}

export interface UploadState {
  assettype: AssetType;
  assetid: string;
  name: string;
  back: string;
  /** Where the current picture is served: /media/<kind>/<image>. */
  kind: 'product' | 'category' | 'vendor';
  image: string;
}
