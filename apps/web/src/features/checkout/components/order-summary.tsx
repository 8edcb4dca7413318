import { Card, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Money } from '../../currency/money';
import { useCart } from '../../cart/cart-store';
import { SummaryRow } from '../../cart/components/cart-summary';

/** The cart beside every checkout step: its lines in short, Sub Total, Tax and Grand Total (the cart's own totals). */
export function OrderSummary() {
  const { cart, cartTotal, cartTaxTotal, cartGrandTotal } = useCart();
  const count = cart.reduce((n, i) => n + i.quantityincart, 0);
  return (
    <Card padding="lg" style={{ position: 'sticky', top: 16 }} data-testid="order-summary" component="aside" aria-label="Order summary">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">Order Summary</Title>
          <Text size="sm" c="dimmed">{count} {count === 1 ? 'item' : 'items'}</Text>
        </Group>
        <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
          <Stack gap={6}>
            {cart.map((i) => (
              <Group key={`${i.storeid}-${i.productid}`} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
                  {i.productname} <Text span c="dimmed" size="sm">× {i.quantityincart}</Text>
                </Text>
                <Money usd={i.total} size="sm" style={{ whiteSpace: 'nowrap' }} />
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <SummaryRow label="Sub Total" amount={cartTotal} id="sub-total" />
        <SummaryRow label="Tax" amount={cartTaxTotal} id="tax-total" />
        <Divider />
        <SummaryRow label="Grand Total" amount={cartGrandTotal} strong id="grand-total" />
      </Stack>
    </Card>
  );
}

/** On a phone the summary sits below the form: this line keeps the total in view above it. */
export function SummaryLine() {
  const { cart, cartGrandTotal } = useCart();
  const count = cart.reduce((n, i) => n + i.quantityincart, 0);
  return (
    <Card padding="xs" px="md" mb="md" hiddenFrom="md" bg="teal.0" withBorder={false} data-testid="summary-line">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{count} {count === 1 ? 'item' : 'items'} in your order</Text>
        <Text size="sm" fw={700}>Grand Total <Money usd={cartGrandTotal} size="sm" fw={700} /></Text>
      </Group>
    </Card>
  );
}
