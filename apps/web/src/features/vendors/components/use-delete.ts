import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';

/** Asks 'Are you sure you want to delete this {what}?' (titled Delete!), deletes, then opens the success page. */
export function useDeleteThen(what: string, successPath: string, listPath: string) {
  const navigate = useNavigate();
  return async (remove: () => Promise<string>) => {
    const ok = await confirmDialog({ title: 'Delete!', message: `Are you sure you want to delete this ${what}?`, confirm: 'Delete', danger: true });
    if (!ok) return;
    try {
      navigate(successPath, { state: { message: await remove(), back: listPath } });
    } catch (err) {
      await showFailure(err);
    }
  };
}
