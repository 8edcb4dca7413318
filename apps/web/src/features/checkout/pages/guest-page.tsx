import { useState, type ChangeEvent } from 'react';
import { birthDateProblem } from '@shop/contracts/age-rules';
import { Button, Card, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session-store';
import { BirthDateField } from '../../age-check/birth-date-field';
import { airportToday } from '@shop/contracts/airport-time';
import { useAgeCheck } from '../../age-check/get-age-check';
import { useCart } from '../../cart/cart-store';
import { CheckoutLayout } from '../components/checkout-layout';
import { StepActions } from '../components/step-actions';
import { useShopper } from '../hooks/use-shopper';
import { cleanGuest, emptyGuest, guestErrors, keepGuest, type Guest } from '../rules/guest-rules';
import { useDrafts } from '../stores/drafts-store';
import { paths } from '../../../app/paths';

/** The draft, or for a signed-in subscriber with no draft yet, their own profile. */
function useStartingGuest(): Guest {
  const draft = useDrafts((s) => s.guest);
  const detail = useSession((s) => s.detail);
  const u = detail?.userdefault;
  const hasDraft = Object.values(draft).some(Boolean);
  if (hasDraft || !u || u.subscriber !== 'Y' || detail.internal === 'Y') return draft;
  return {
    firstname: keepGuest.firstname(u.firstname),
    lastname: keepGuest.lastname(u.lastname),
    email: keepGuest.email(u.email),
    phone: keepGuest.phone(u.phone),
  };
}

/** /cart/guest: who collects the order. Lounge operators may go on without it. */
export default function GuestPage() {
  const navigate = useNavigate();
  const { loungeoperator } = useShopper();
  const { setGuest, skipGuest, birthdate, setBirthdate } = useDrafts();
  const cart = useCart((s) => s.cart);
  const age = useAgeCheck(cart.map((i) => i.productid)).data;
  // Asked when the cart holds alcohol or tobacco and the profile keeps no date of birth (decision 0130).
  const asksBirthDate = age?.restricted === 'Y' && !age.dateofbirth;
  const [dobError, setDobError] = useState<string | null>(null);
  const form = useForm<Guest>({
    mode: 'controlled',
    initialValues: { ...emptyGuest, ...useStartingGuest() },
    validate: guestErrors,
    // The draft is kept as it is typed, so a reload loses nothing.
    onValuesChange: (values) => setGuest(values),
  });

  const field = (name: keyof Guest) => ({
    ...form.getInputProps(name),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(name, keepGuest[name](e.currentTarget.value)),
  });

  const submit = (values: Guest) => {
    const problem = asksBirthDate ? birthDateProblem(birthdate, airportToday()) : null;
    setDobError(problem);
    if (problem) return;
    if (!asksBirthDate) setBirthdate('');
    setGuest(cleanGuest(values));
    navigate(paths.cartCheckout);
  };

  const skip = () => {
    skipGuest();
    navigate(paths.cartCheckout);
  };

  return (
    <CheckoutLayout title="Guest Information" step={0}>
      <Card padding="lg">
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <Text c="dimmed" size="sm">Who will collect the order at the lounge? We send the receipt to this e-mail address.</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="First Name" autoComplete="given-name" withAsterisk {...field('firstname')} />
              <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...field('lastname')} />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
              onBlur={() => form.setFieldValue('email', form.getValues().email.trim())}
            />
            <TextInput
              label="Phone Number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              description="Digits only, up to 10"
              withAsterisk
             
              {...field('phone')}
            />
            {asksBirthDate && (
              <BirthDateField
                value={birthdate}
                error={dobError}
                onChange={(v) => {
                  setBirthdate(v);
                  setDobError(null);
                }}
              />
            )}
          </Stack>
          <StepActions
            back={{ to: paths.cart, label: 'Back to Cart' }}
            submitLabel="Continue"
            extra={loungeoperator ? <Button variant="default" size="md" onClick={skip}>Skip</Button> : undefined}
          />
        </form>
      </Card>
    </CheckoutLayout>
  );
}
