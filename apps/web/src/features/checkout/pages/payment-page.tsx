import type { ChangeEvent } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CardTypeBadge } from '../components/card-type-badge';
import { CheckoutLayout } from '../components/checkout-layout';
import { StepGuard } from '../components/guard';
import { StepActions } from '../components/step-actions';
import { cardTypeOf } from '@shop/contracts/cards';
import { cardErrors, groupDigits, keepCardHolder, keepCardNumber, keepCvv, keepExpiry, type CardDraft } from '../rules/card-rules';
import { useCard } from '../stores/card-store';
import { paths } from '../../../app/paths';

const keep: Record<keyof CardDraft, (v: string) => string> = {
  cardholder: keepCardHolder,
  cardnumber: keepCardNumber,
  expirydate: keepExpiry,
  cvv: keepCvv,
};

/** /cart/payment: the card, held in memory only, and the order summary. */
export default function PaymentPage() {
  const navigate = useNavigate();
  const card = useCard();
  const form = useForm<CardDraft>({
    mode: 'controlled',
    initialValues: { cardholder: card.cardholder, cardnumber: card.cardnumber, expirydate: card.expirydate, cvv: card.cvv },
    validate: cardErrors,
    validateInputOnBlur: true,
    onValuesChange: (values) => useCard.getState().set(values),
  });
  const values = form.getValues();

  const field = (name: keyof CardDraft) => ({
    ...form.getInputProps(name),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(name, keep[name](e.currentTarget.value)),
  });

  return (
    <CheckoutLayout title="Payment" step={2}>
      <StepGuard needs={['guest', 'flight']} />
      <Card padding="lg">
        <form onSubmit={form.onSubmit(() => navigate(paths.cartReview))} noValidate>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4">Credit Card</Title>
              <Group gap={6} c="dimmed">
                <IconLock size={16} aria-hidden />
                <Text size="sm">Visa and Mastercard</Text>
              </Group>
            </Group>
            <TextInput label="Card Holder" autoComplete="cc-name" withAsterisk {...field('cardholder')} />
            <TextInput
              label="Card Number"
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              {...field('cardnumber')}
              value={groupDigits(values.cardnumber)}
              rightSection={<CardTypeBadge type={cardTypeOf(values.cardnumber)} />}
              rightSectionWidth={cardTypeOf(values.cardnumber) === 'mastercard' ? 112 : 64}
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput label="Expiry Date" placeholder="MMYY" inputMode="numeric" autoComplete="cc-exp" withAsterisk {...field('expirydate')} />
              <TextInput label="CVV" type="password" inputMode="numeric" autoComplete="off" withAsterisk {...field('cvv')} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Your card is checked by your bank in a secure window when you pay. This shop never keeps your card number or CVV.
            </Text>
          </Stack>
          <StepActions back={{ to: paths.cartCheckout, label: 'Flight Details' }} submitLabel="Review Order" />
        </form>
      </Card>
    </CheckoutLayout>
  );
}
