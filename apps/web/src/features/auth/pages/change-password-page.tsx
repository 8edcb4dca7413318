import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { FollowRedirect } from '../components/follow-redirect';
import { PasswordField } from '../components/password-field';
import { PasswordRulesList } from '../components/password-rules-list';
import { PendingButton } from '../components/pending-button';
import { stripSpaces } from '../input-filters';
import { firstBrokenRule } from '../password-rules';
import { expectRedirect, isExpecting } from '../redirect-intent';
import { useSession } from '../session-store';
import { CHANGE_PASSWORD_FAILURE, showFailure } from '../show-failure';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const detail = useSession((s) => s.detail);
  const change = useChangePassword();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (v) => (v ? null : 'Old Password is required'),
      newPassword: (v) => (v ? firstBrokenRule(v) : 'New Password is required'),
      confirmPassword: (v, all) => (v && v === all.newPassword ? null : 'Confirm Password not matched'),
    },
  });

  if (isExpecting('password-changed')) return <FollowRedirect to="/" />;
  // Only a signed-in shopper or staff member has a password here; the guest account has none to change.
  if (!detail || detail.internal === 'Y') return <Navigate to="/login" replace />;
  const forced = detail.userdefault.resetpassword === 'Y';

  const password = (field: keyof Values) => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: HTMLInputElement }) => form.setFieldValue(field, stripSpaces(e.currentTarget.value)),
  });

  const submit = async (values: Values) => {
    try {
      const { message } = await change.mutateAsync(values);
      void toast(message || 'Password changed successfully.');
      // Set before the patch: clearing the forced reset rebuilds the router and mounts this page again.
      expectRedirect('password-changed');
      useSession.getState().patch({ userdefault: { ...detail.userdefault, resetpassword: 'N' } });
    } catch (err) {
      await showFailure(err, CHANGE_PASSWORD_FAILURE);
    }
  };

  return (
    <AuthCard title="Change Password" subtitle="Choose a new password for your account." icon={<IconShieldLock size={28} />}>
      {forced && (
        <Alert variant="light" color="gold" icon={<IconInfoCircle />} mb="md">
          Please replace your temporary password before you continue.
        </Alert>
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Username" value={detail.username} disabled readOnly />
          <PasswordField label="Old Password" autoComplete="current-password" {...password('oldPassword')} />
          <PasswordField label="New Password" autoComplete="new-password" {...password('newPassword')} />
          <PasswordRulesList password={form.values.newPassword} />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...password('confirmPassword')} />
          <PendingButton pending={change.isPending} label="Change Password" pendingLabel="Changing..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
