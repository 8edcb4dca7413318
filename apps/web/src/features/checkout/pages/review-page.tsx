import { Button, Group, Stack } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCart } from '../../cart/cart-store';
import { ChargedInUsd } from '../../currency/charged-in-usd';
import { CheckoutLayout } from '../components/checkout-layout';
import { DetailList } from '../components/detail-list';
import { StepGuard } from '../components/guard';
import { OrderItems } from '../components/order-items';
import { PaymentProgress } from '../components/payment-progress';
import { useShopper } from '../hooks/use-shopper';
import { usePayNow } from '../pay/use-pay-now';
import { cardTypeOf } from '@shop/contracts/cards';
import { expiryShown, maskCardNumber } from '../rules/card-rules';
import { showDate } from '@shop/contracts/airport-time';
import { useCard } from '../stores/card-store';
import { useDrafts } from '../stores/drafts-store';
import { paths } from '../../../app/paths';

/** /cart/review: everything the order will be, then Pay Now (the card flow in a 3-D Secure popup). */
export default function ReviewPage() {
  const { guest, flight } = useDrafts();
  const card = useCard();
  const cart = useCart((s) => s.cart);
  const total = useCart((s) => s.cartGrandTotal);
  const { subscriber } = useShopper();
  const { pay, stage } = usePayNow();
  const time = flight.flighttime ? `${showDate(flight.flighttime.slice(0, 10), subscriber)} ${flight.flighttime.slice(11, 16)}` : '';

  return (
    <CheckoutLayout title="Review Your Order" step={3}>
      <StepGuard needs={['guest', 'flight', 'card']} />
      <Stack gap="md">
        <DetailList
          title="Flight Information"
          details={[
            { label: 'Guest Name', value: `${guest.firstname} ${guest.lastname}`.trim(), testId: 'review-guest-name' },
            { label: 'Email', value: guest.email, testId: 'review-email' },
            { label: 'Contact Number', value: guest.phone, testId: 'review-phone' },
            { label: 'Airline', value: flight.airline, testId: 'review-airline' },
            { label: 'Flight', value: flight.flightid, testId: 'review-flight' },
            { label: 'Flight Time', value: time, testId: 'review-flight-time' },
          ]}
        />
        <DetailList
          title="Payment Details"
          details={[
            { label: 'Card Holder', value: card.cardholder, testId: 'review-card-holder' },
            { label: 'Card Type', value: (cardTypeOf(card.cardnumber) ?? '').toUpperCase(), testId: 'review-card-type' },
            { label: 'Card Number', value: card.cardnumber ? maskCardNumber(card.cardnumber) : '', testId: 'review-card-number' },
            { label: 'Expiry Date', value: card.expirydate ? expiryShown(card.expirydate) : '', testId: 'review-expiry' },
          ]}
        />
        <OrderItems items={cart} />
        <ChargedInUsd amount={total} />
        <Group justify="space-between" gap="sm" wrap="wrap-reverse" mt="xs">
          <Button component={Link} to={paths.cart} variant="default" leftSection={<IconPencil size={16} />} w={{ base: '100%', xs: 'auto' }}>
            Edit
          </Button>
          <Button size="md" onClick={pay} loading={!!stage} leftSection={<IconLock size={16} />} w={{ base: '100%', xs: 'auto' }}>
            Pay Now
          </Button>
        </Group>
      </Stack>
      {stage && <PaymentProgress stage={stage.stage} attempt={stage.attempt} />}
    </CheckoutLayout>
  );
}
