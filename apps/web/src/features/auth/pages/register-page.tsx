import type { ChangeEvent } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isPhoneNumber, PHONE_DIGITS_MESSAGE } from '@shop/contracts/phone';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../../lib/dialogs';
import { addUser, type NewAccount } from '../api/add-user';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/username-field';
import { PendingButton } from '../components/pending-button';
import { keepName, keepPhone, keepUsername, looksLikeEmail } from '../input-filters';
import { useSubmit } from '../use-submit';

const required = (message: string) => (v: string) => (v.trim() ? null : message);

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<NewAccount>({
    mode: 'controlled',
    initialValues: { username: '', firstname: '', lastname: '', phone: '', email: '' },
    validate: {
      username: required('Username is required.'),
      firstname: required('First Name is required.'),
      lastname: required('Last Name is required.'),
      phone: (v) => (!v.trim() ? 'Phone number is required.' : isPhoneNumber(v) ? null : PHONE_DIGITS_MESSAGE),
      email: (v) => (!v.trim() ? 'Email is required.' : looksLikeEmail(v) ? null : 'Please enter a valid email address.'),
    },
    transformValues: (v) => ({ ...v, firstname: v.firstname.trim(), lastname: v.lastname.trim(), email: v.email.trim() }),
  });

  const filtered = (field: keyof NewAccount, keep: (v: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, keep(e.currentTarget.value)),
  });

  const signUp = useSubmit(addUser, async ({ message }) => {
    await alertDialog({ title: 'Success!', message: message || 'User added successfully!' });
    navigate('/login');
  });

  return (
    <AuthCard
      title="Create a New Account"
      subtitle="We will e-mail you a temporary password; you choose your own at first sign-in."
      icon={<IconUserPlus size={28} />}
      footer={{ text: 'Already have an account?', link: 'Back to Sign In', to: '/login' }}
    >
      <form onSubmit={form.onSubmit(signUp.submit)} noValidate>
        <Stack gap="md">
          <UsernameField description="Lowercase letters and digits" {...filtered('username', keepUsername)} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...filtered('firstname', keepName)} />
            <TextInput label="Last Name" autoComplete="family-name" {...filtered('lastname', keepName)} />
          </SimpleGrid>
          <TextInput
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...filtered('phone', keepPhone)}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PendingButton pending={signUp.pending} label="Sign Up" pendingLabel="Signing Up..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
