import type { ChangeEvent } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { fields, INVALID_EMAIL, type FieldRule } from '@shop/contracts/fields';
import type { NewAccount } from '@shop/contracts/new-account';
import { alertDialog } from '../../../lib/dialogs';
import { addUser } from '../api/add-user';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/username-field';
import { PendingButton } from '../components/pending-button';
import { keepName, keepPhone, keepUsername, looksLikeEmail } from '../input-filters';
import { useSubmit } from '../../../lib/use-submit';
import { paths } from '../../../app/paths';

const required = (rule: FieldRule) => (v: string) => (v.trim() ? null : rule.required ?? null);

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<NewAccount>({
    mode: 'controlled',
    initialValues: { username: '', firstname: '', lastname: '', phone: '', email: '' },
    validate: {
      username: required(fields.username),
      firstname: required(fields.firstname),
      lastname: required(fields.lastname),
      phone: (v) => required(fields.phone)(v) ?? (fields.phone.pattern?.test(v) === false ? (fields.phone.patternText ?? null) : null),
      email: (v) => required(fields.email)(v) ?? (looksLikeEmail(v) ? null : INVALID_EMAIL),
    },
    transformValues: (v) => ({ ...v, firstname: v.firstname.trim(), lastname: v.lastname.trim(), email: v.email.trim() }),
  });

  // Each input takes its length limit from the shared field rule, and keeps what the rule allows.
  const input = (field: keyof NewAccount) => ({ ...form.getInputProps(field), maxLength: fields[field].max });
  const filtered = (field: keyof NewAccount, keep: (v: string) => string) => ({
    ...input(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, keep(e.currentTarget.value)),
  });

  const signUp = useSubmit(addUser, async ({ message }) => {
    await alertDialog({ title: 'Success!', message: message || 'User added successfully!' });
    navigate(paths.login);
  });

  return (
    <AuthCard
      title="Create a New Account"
      subtitle="We will e-mail you a temporary password; you choose your own at first sign-in."
      icon={<IconUserPlus size={28} />}
      footer={{ text: 'Already have an account?', link: 'Back to Sign In', to: paths.login }}
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
            // A pasted "(876) 555-0123" is longer than its 10 digits: keepPhone applies the limit after filtering.
            maxLength={undefined}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...input('email')} />
          <PendingButton pending={signUp.pending} label="Sign Up" pendingLabel="Signing Up..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
