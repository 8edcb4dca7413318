import { useState } from 'react';
import { Button, Card, Group, LoadingOverlay, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { PageContainer } from '../../components/page-container';
import { alertDialog } from '../../lib/dialogs';
import { formatDollars } from '@shop/contracts/money-format';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { useSession } from '../auth/session-store';
import { useCart } from '../cart/cart-store';
import { getPaymentGateway } from '../checkout/api/get-payment-gateway';
import { POPUP_BLOCKED_MESSAGE, failureOf, type PayOutcome } from '../payments/payment-outcome';
import { openPaymentWindow } from '../payments/payment-window';
import { emptyGuest, guestErrors, keepGuest, type Guest } from '../checkout/rules/guest-rules';
import { useDrafts, type FlightDraft } from '../checkout/stores/drafts-store';
import { ChargeCardForm, chargeErrors, type ChargeCard } from './card-forms';
import { CashForm, type Cash } from './cash-form';
import type { ReceiptState } from './receipt-page';
import { SignatureModal } from './signature-modal';
import { cardSale, cashSale } from './walk-in-sale';
import { WalkInFlight } from './walk-in-flight';
import { useAgeCheck } from '../age-check/get-age-check';
import { IdSeenCheckbox } from '../age-check/id-seen-checkbox';

/** /cart/payment for lounge operators (back office 2.7, 4.8): a walk-in sale by card (3-D Secure) or in cash. */
export default function WalkInPaymentPage() {
  const navigate = useNavigate();
  const detail = useSession((s) => s.detail);
  const { cart, cartTotal, cartTaxTotal, cartGrandTotal } = useCart();
  const [method, setMethod] = useState<'card' | 'cash' | null>(null);
  // What the checkout steps before kept: the guest (or that the operator skipped it) and the flight chosen.
  const drafts = useDrafts();
  const [guest, setGuest] = useState<Guest>(() => (drafts.guestSkipped ? emptyGuest : drafts.guest));
  const [flight, setFlight] = useState<FlightDraft>(() => drafts.flight);
  // A skipped guest stays skipped unless the operator types one in after all.
  const noGuest = drafts.guestSkipped && Object.values(guest).every((v) => v.trim() === '');
  const [card, setCard] = useState<ChargeCard>({ cardholder: '', cardnumber: '', expirydate: '', cvv: '' });
  const [cash, setCash] = useState<Cash>({ currencycode: 'USD', exchangerate: 1 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signing, setSigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [idSeen, setIdSeen] = useState(false);
  const restricted = useAgeCheck(cart.map((i) => i.productid)).data?.restricted === 'Y';
  // After the sale the cart empties on the way to the receipt: no bounce to home then.
  const [sold, setSold] = useState(false);
  if ((cart.length === 0 && !sold) || !detail) return <Navigate to={paths.staffHome} replace />;
  const u = detail.userdefault;

  const done = async (paid: { orderid: string; filename: string }) => {
    setSold(true);
    useDrafts.getState().reset();
    const state: ReceiptState = { reportFilename: paid.filename, orderid: paid.orderid, email: guest.email };
    navigate(paths.receipt, { state, replace: true });
    useCart.getState().reset();
  };
  const settle = async (outcome: PayOutcome) => {
    if (outcome.kind === 'paid') return done(outcome.paid);
    if (outcome.kind === 'blocked') return alertDialog({ title: 'Oops!', message: POPUP_BLOCKED_MESSAGE });
    if (outcome.kind === 'failed') navigate(paths.orderPaymentFailed, { state: { errortype: outcome.errortype, errorMessage: outcome.message, walkin: 'Y', amount: cartGrandTotal } });
  };
  const check = () => {
    const e: Record<string, string> = {};
    for (const k of noGuest ? [] : (Object.keys(guestErrors) as (keyof Guest)[])) {
      const m = guestErrors[k](guest[k]);
      if (m) e[k] = m;
    }
    if (!flight.scheduleid) e.flight = 'Please select flight.';
    if (method === 'card') Object.assign(e, chargeErrors(card));
    if (restricted && !idSeen) e.idseen = 'missing';
    setErrors(e);
    if (Object.keys(e).length === 0) setSigning(true);
  };
  const pay = async (signature: string) => {
    setSigning(false);
    const parts = { cart, amount: cartGrandTotal, guest, flight, noGuest, idseen: idSeen ? ('Y' as const) : ('N' as const) };
    if (method === 'cash') {
      setBusy(true);
      await cashSale(parts, cash, signature).then(done, showFailure).finally(() => setBusy(false));
      return;
    }
    const win = openPaymentWindow();
    if (!win) return settle({ kind: 'blocked' });
    setBusy(true);
    try {
      const gateway = await getPaymentGateway();
      await settle(await cardSale(parts, card, signature, win, new URL(gateway.redirecturl, window.location.href).origin));
    } catch (err) {
      win.close();
      await settle(failureOf(err, cartGrandTotal));
    } finally {
      setBusy(false);
    }
  };
  const g = (k: keyof Guest) => ({ value: guest[k], error: errors[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setGuest({ ...guest, [k]: keepGuest[k](e.currentTarget.value) }) });

  return (
    <PageContainer title="Walk-in Payment" size="sm">
      <Card padding="lg" pos="relative">
        <LoadingOverlay visible={busy} loaderProps={{ children: counterTexts.processing }} />
        <Stack gap="md">
          <Title order={2} size="h4">{method === 'cash' ? 'Cash' : 'Credit Card'}</Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First Name" {...g('firstname')} />
            <TextInput label="Last Name" {...g('lastname')} />
            <TextInput label="Email" {...g('email')} />
            <TextInput label="Phone" inputMode="numeric" {...g('phone')} />
          </SimpleGrid>
          <WalkInFlight airportid={u.airportid} direction={u.direction} value={flight.scheduleid} onChange={setFlight} error={errors.flight} />
          {method === 'cash' ? <CashForm amount={cartGrandTotal} value={cash} onChange={setCash} /> : <ChargeCardForm value={card} errors={errors} onChange={setCard} />}
          {restricted && <IdSeenCheckbox checked={idSeen} missing={!!errors.idseen} onChange={setIdSeen} />}
          <Stack gap={2} align="flex-end">
            <Text>Sub Total: {formatDollars(cartTotal)}</Text>
            <Text>Tax: {formatDollars(cartTaxTotal)}</Text>
            <Text fw={700} data-testid="grand-total">Grand Total: {formatDollars(cartGrandTotal)}</Text>
          </Stack>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setMethod(null)}>Change Payment Method</Button>
            <Button onClick={check}>Pay</Button>
          </Group>
        </Stack>
      </Card>
      <Modal opened={method === null} onClose={() => setMethod('card')} title="Payment Method" centered>
        <SegmentedControl fullWidth data={['Card', 'Cash']} defaultValue="Card" onChange={(v) => setMethod(v === 'Cash' ? 'cash' : 'card')} aria-label="Payment method" />
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setMethod((m) => m ?? 'card')}>Continue</Button>
        </Group>
      </Modal>
      <SignatureModal opened={signing} onClose={() => setSigning(false)} onSave={(png) => void pay(png)} />
    </PageContainer>
  );
}
