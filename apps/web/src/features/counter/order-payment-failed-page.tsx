import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { formatDollars } from '@shop/contracts/money-format';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import FailedPage from '../checkout/pages/failed-page';
import { ResultPanel } from '../checkout/components/result-panel';
import { processOrder } from './api/process-order';
import type { OrderPaymentState } from './order-payment-state';

/** The counter's Payment Failed state: the server's words and what to try again. */
export interface CounterFailedState {
  counter: true;
  errorMessage: string;
  amount: number;
  walkin: 'N';
  retry: OrderPaymentState;
}

const isCounter = (s: unknown): s is CounterFailedState => typeof s === 'object' && s !== null && (s as CounterFailedState).counter === true;

/**
 * /order/payment/failed: for a check-out or refund at the counter, MAKE PAYMENT (the other method), RESUBMIT (the
 * same again) and CANCEL CHECKOUT PROCESS (CANCELCHECKOUTORDER); the shopper's variant otherwise.
 */
export default function OrderPaymentFailedPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  if (!isCounter(state)) return <FailedPage />;
  const { retry } = state;
  const refund = retry.actiontype === 'REFUNDABLEORDERS';
  const cancel = async () => {
    try {
      if (!refund) await processOrder({ orderid: retry.order.orderid, processaction: 'CANCELCHECKOUTORDER' });
      navigate(refund ? paths.admin : paths.staffHome);
    } catch (err) {
      await showFailure(err);
    }
  };
  const other = retry.paymenttype === 'cash' ? 'card' : 'cash';
  return (
    <PageContainer title="Payment Failed" size="sm">
      <ResultPanel icon={<IconAlertTriangle size={60} stroke={1.6} />} color="red" title="The payment did not go through">
        <Text data-testid="failed-message">{state.errorMessage}</Text>
        <Text size="sm" c="dimmed">Amount: {formatDollars(state.amount)}</Text>
        <Stack gap="sm" mt="sm" w={{ base: '100%', xs: 320 }}>
          <Button onClick={() => navigate(paths.orderPayment, { state: { ...retry, paymenttype: other } })}>MAKE PAYMENT</Button>
          <Button variant="light" onClick={() => navigate(paths.orderPayment, { state: retry })}>RESUBMIT</Button>
          <Button variant="default" onClick={() => void cancel()}>{refund ? 'CANCEL PROCESS' : 'CANCEL CHECKOUT PROCESS'}</Button>
        </Stack>
      </ResultPanel>
    </PageContainer>
  );
}
