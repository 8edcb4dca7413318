import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Money } from '../../currency/money';
import { useCart } from '../cart-store';
import { paths } from '../../../app/paths';

/** One line of the totals: label on the left, the amount on the right (larger and bold for the grand total). */
export const SummaryRow = ({ label, amount, strong, id }: { label: string; amount: number; strong?: boolean; id: string }) => (
  <Group justify="space-between">
    <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'md'}>{label}</Text>
    <Money usd={amount} fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'} testId={id} ta="right" />
  </Group>
);

/** Sub Total, Tax and Grand Total (exact cents, from the cart store) and the way to checkout. */
export function CartSummary({ continueTo }: { continueTo: string }) {
  const { cartTotal, cartTaxTotal, cartGrandTotal } = useCart();
  return (
    <Card padding="lg" style={{ position: 'sticky', top: 16 }}>
      <Stack gap="sm">
        <Title order={2} size="h4">Order Summary</Title>
        <SummaryRow label="Sub Total" amount={cartTotal} id="sub-total" />
        <SummaryRow label="Tax" amount={cartTaxTotal} id="tax-total" />
        <Divider />
        <SummaryRow label="Grand Total" amount={cartGrandTotal} strong id="grand-total" />
        <Button component={Link} to={paths.cartGuest} size="md" mt="xs" fullWidth>
          Proceed To Checkout
        </Button>
        <Button component={Link} to={continueTo} variant="subtle" fullWidth>
          Continue Shopping
        </Button>
      </Stack>
    </Card>
  );
}
