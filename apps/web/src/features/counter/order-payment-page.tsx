import { useState } from 'react';
import { Button, Card, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { PageContainer } from '../../components/page-container';
import { alertDialog } from '../../lib/dialogs';
import { ApiError } from '../../lib/api-error';
import { formatDollars } from '@shop/contracts/money-format';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { cardTypeOf } from '@shop/contracts/cards';
import { processOrder } from './api/process-order';
import { payRestByCard } from './card-rest';
import { openPaymentWindow } from '../payments/payment-window';
import { POPUP_BLOCKED_MESSAGE } from '../payments/payment-outcome';
import { CashForm, type Cash } from './cash-form';
import { ChargeCardForm, RefundCardForm, chargeErrors, refundErrors, type ChargeCard, type RefundCard } from './card-forms';
import { isOrderPaymentState } from './order-payment-state';
import type { CounterFailedState } from './order-payment-failed-page';

/**
 * /order/payment (back office 2.7): the rest of a check-out above the deposit, or a refund, in cash (any currency
 * of the table) or by card (a charge goes through 3-D Secure in the popup, 4.8). Lounge operators only.
 */
export default function OrderPaymentPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const [method, setMethod] = useState<'cash' | 'card'>(isOrderPaymentState(state) ? state.paymenttype : 'cash');
  const [cash, setCash] = useState<Cash>({ currencycode: 'USD', exchangerate: 1 });
  const [charge, setCharge] = useState<ChargeCard>({ cardholder: '', cardnumber: '', expirydate: '', cvv: '' });
  const [back, setBack] = useState<RefundCard>({ cardholder: '', cardtype: '', cardnumber: '', authorizationnumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!isOrderPaymentState(state)) return <Navigate to={paths.staffHome} replace />;
  const refund = state.actiontype === 'REFUNDABLEORDERS';

  const pay = async () => {
    const e = method === 'cash' ? {} : refund ? refundErrors(back) : chargeErrors(charge);
    setErrors(e as Record<string, string>);
    if (Object.keys(e).length) return;
    const byCard = method === 'card' && !refund;
    // The 3-D Secure popup opens on the click itself, before any wait, or a blocker stops it.
    const win = byCard ? openPaymentWindow() : null;
    if (byCard && !win) return void alertDialog({ title: 'Oops!', message: POPUP_BLOCKED_MESSAGE, button: 'Close' });
    setBusy(true);
    try {
      const request =
        method === 'cash'
          ? { ...state.request, paymentMethod: method, ...cash }
          : refund
            ? { ...state.request, paymentMethod: method, creditcard: back }
            : await payRestByCard(state.request, { ...charge, cardtype: cardTypeOf(charge.cardnumber) ?? 'visa' }, win!);
      if (!request) return;
      await processOrder(request);
      await alertDialog({ title: 'Success!', message: refund ? 'Refund Success' : counterTexts.checkedOut, button: 'OK' });
      navigate(refund ? paths.admin : paths.staffHome);
    } catch (err) {
      win?.close();
      if (!(err instanceof ApiError)) return void showFailure(err);
      const failed: CounterFailedState = { counter: true, errorMessage: err.message, amount: state.chargeableAmount, walkin: 'N', retry: { ...state, paymenttype: method } };
      navigate(paths.orderPaymentFailed, { state: failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={refund ? 'Refund' : 'Payment'} size="sm">
      <Card padding="lg" pos="relative">
        <LoadingOverlay visible={busy} loaderProps={{ children: counterTexts.processing }} />
        <Stack gap="md">
          <Group justify="space-between">
            <Text>Order <Text span fw={700}>{state.order.orderid}</Text></Text>
            <Text fw={700} data-testid="chargeable-amount">{formatDollars(state.chargeableAmount)}</Text>
          </Group>
          <Title order={2} size="h4">{method === 'cash' ? 'Cash' : refund ? 'Refund to card' : 'Credit Card'}</Title>
          {method === 'cash' && <CashForm amount={state.chargeableAmount} value={cash} onChange={setCash} refund={refund} />}
          {method === 'card' && !refund && <ChargeCardForm value={charge} errors={errors} onChange={setCharge} />}
          {method === 'card' && refund && <RefundCardForm value={back} errors={errors} onChange={setBack} />}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setMethod(method === 'cash' ? 'card' : 'cash')}>Change Payment Method</Button>
            <Button onClick={() => void pay()}>{refund ? 'Refund' : 'Pay'}</Button>
          </Group>
        </Stack>
      </Card>
    </PageContainer>
  );
}
