import { Alert, Grid, List, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageContainer } from '../../../components/page-container';
import { useSession } from '../../auth/session-store';
import { useSelection } from '../../catalogue/selection-store';
import { useCart } from '../cart-store';
import { CartEmpty } from '../components/cart-empty';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { useCartCheck } from '../hooks/use-cart-check';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { paths } from '../../../app/paths';

/** /cart: the lines with quantity, edit and delete, the totals, and Proceed To Checkout. */
export default function CartPage() {
  const cart = useCart((s) => s.cart);
  const { notices, dismiss } = useCartCheck();
  const actions = useCartLineActions();
  const subscriber = useSession((s) => s.detail?.userdefault.subscriber === 'Y');
  const hasStore = useSelection((s) => !!s.storeid);
  const continueTo = subscriber && hasStore ? paths.storeProducts : paths.home;

  return (
    <PageContainer title="Shopping Cart">
      {notices.length > 0 && (
        <Alert color="gold" icon={<IconInfoCircle />} title="Your cart was updated" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss} mb="md" data-testid="cart-notice">
          <List size="sm">{notices.map((n) => <List.Item key={n}>{n}</List.Item>)}</List>
        </Alert>
      )}
      {cart.length === 0 ? (
        <CartEmpty continueTo={continueTo} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {cart.map((item, index) => (
                <CartLine
                  key={`${item.storeid}-${item.productid}`}
                  item={item}
                  eager={index < 4}
                  onQuantity={(q) => actions.setQuantity(item, q)}
                  onEdit={() => actions.edit(item, index)}
                  onDelete={() => void actions.remove(item)}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary continueTo={continueTo} />
          </Grid.Col>
        </Grid>
      )}
    </PageContainer>
  );
}
