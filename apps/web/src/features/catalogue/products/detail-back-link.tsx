import { BackLink } from '../../../components/back-link';
import { useSession } from '../../auth/session-store';
import type { ProductsState } from './route-state';
import { paths } from '../../../app/paths';

interface Props {
  state: ProductsState;
  editing: boolean;
}

/** Back to the cart line being edited, the products list (subscribers) or the walk-in category list. */
export function DetailBackLink({ state, editing }: Props) {
  const subscriber = useSession((s) => s.detail?.userdefault.subscriber === 'Y');
  const back = { category: state.category, storeid: state.storeid, storename: state.storename };
  const [to, text] = editing
    ? [paths.cart, 'Back to Cart']
    : subscriber
      ? [paths.storeProducts, 'Back to Products']
      : [paths.categoryProducts, 'Back to Products'];
  return (
    <BackLink to={to} state={back}>
      {text}
    </BackLink>
  );
}
