import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { formatDollars } from '@shop/contracts/money-format';
import { useCart } from '../../cart/cart-store';
import { PaymentProgress } from '../components/payment-progress';
import { ResultPanel } from '../components/result-panel';
import { useMissingStep } from '../components/guard';
import { isFailedState } from '../../payments/failed-state';
import { usePayNow } from '../pay/use-pay-now';
import { useCard } from '../stores/card-store';
import { paths } from '../../../app/paths';
import { paymentReference } from '../../../lib/call-reference';

export const SUPPORT_EMAIL = 'support@dutyfree.example';
export const APOLOGY_TEXT =
  'We are sorry, we could not complete your payment. Please contact your financial institution for more information about this transaction, or write to us at';

/**
 * /payment/failed and /order/payment/failed: what went wrong, then MAKE PAYMENT (another card), RESUBMIT
 * (the same cart and card, still in memory) and CANCEL; a held-payment failure shows the fixed apology
 * with only MAKE PAYMENT; a stock shortage leads back to the cart.
 */
export default function FailedPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const { pay, stage } = usePayNow();
  const cartFilled = useCart((s) => s.cart.length > 0);
  const missing = useMissingStep(['guest', 'flight', 'card']);
  const hasCard = useCard((s) => !!s.cardnumber);
  const canResubmit = cartFilled && hasCard && missing === null;
  const failed = isFailedState(state) ? state : null;
  // Read once: a RESUBMIT from this page makes calls of its own.
  const [reference] = useState(paymentReference);
  const held = failed?.errortype === 'PNP_HELD_PAYMENT_FAIL';
  const stock = failed?.errortype === 'STOCK_UNAVAILABLE';

  const makePayment = () => {
    useCard.getState().clear();
    navigate(paths.cartPayment);
  };

  const wide = { base: '100%', xs: 'auto' } as const;
  return (
    <PageContainer title="Payment Failed" size="sm">
      <ResultPanel icon={<IconAlertTriangle size={60} stroke={1.6} />} color="red" title={stock ? 'Some items are no longer available' : 'Your payment did not go through'}>
        {held ? (
          <Text data-testid="failed-message">
            {APOLOGY_TEXT} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </Text>
        ) : (
          <Text data-testid="failed-message">{failed?.errorMessage || 'Your payment could not be completed.'}</Text>
        )}
        {failed && failed.amount > 0 && !stock && (
          <Text size="sm" c="dimmed" data-testid="failed-amount">Amount: {formatDollars(failed.amount)}</Text>
        )}
        {reference && (
          <Text size="sm" c="dimmed" data-testid="failed-reference">Reference: {reference}</Text>
        )}
        <Stack gap="sm" mt="sm" w={{ base: '100%', xs: 320 }}>
          {!stock && cartFilled && <Button onClick={makePayment} w={wide}>MAKE PAYMENT</Button>}
          {!held && !stock && canResubmit && (
            <Button variant="light" onClick={pay} loading={!!stage} w={wide}>RESUBMIT</Button>
          )}
          {!held && cartFilled && <Button variant="default" onClick={() => navigate(paths.cart)} w={wide}>CANCEL</Button>}
          {!cartFilled && <Button component={Link} to={paths.home} w={wide}>Back To Home</Button>}
        </Stack>
      </ResultPanel>
      {stage && <PaymentProgress stage={stage.stage} attempt={stage.attempt} />}
    </PageContainer>
  );
}
