import { useNavigate } from 'react-router';
import { useSelection } from '../selection-store';
import { paths } from '../../../app/paths';

/** Opens a store's categories and puts the store in the header trail. */
export function useOpenStore() {
  const navigate = useNavigate();
  return (store: { storeid: string; name: string }) => {
    useSelection.getState().choose({ storeid: store.storeid, storename: store.name, categoryid: null, categoryname: null });
    navigate(paths.storeCategories, { state: { storeid: store.storeid } });
  };
}
