import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AssetType, SavedEntity } from '@shop/contracts/catalogue-texts';
import { confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';
import { paths } from '../../../app/paths';

/** Where each entity's success page is and which list it returns to (section 4.11). */
export const savedRoute: Record<Exclude<SavedEntity, 'product' | 'image'>, { saved: string; list: string }> = {
  classtype: { saved: paths.classTypesSaved, list: paths.classTypes },
  classification: { saved: paths.classificationsSaved, list: paths.classifications },
  category: { saved: paths.categorysSaved, list: paths.categorys },
  masterproduct: { saved: paths.masterProductsSaved, list: paths.masterProducts },
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
    void queries.invalidateQueries();
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
