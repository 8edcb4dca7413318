import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session-store';
import type { ProductsState } from './route-state';

interface Props {
  state: ProductsState;
  editing: boolean;
}

/** Back to the cart line being edited, the products list (subscribers) or the walk-in category list. */
export function DetailBackLink({ state, editing }: Props) {
  const subscriber = useSession((s) => s.detail?.userdefault.subscriber === 'Y');
  const back = { category: state.category, storeid: state.storeid, storename: state.storename };
  const [to, text] = editing
    ? ['/cart', 'Back to Cart']
    : subscriber
      ? ['/store/products', 'Back to Products']
      : ['/category/product', 'Back to Products'];
  return (
    <Anchor component={Link} to={to} state={back} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {text}
      </Group>
    </Anchor>
  );
}
