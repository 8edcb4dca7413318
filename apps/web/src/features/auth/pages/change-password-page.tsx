import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { toast } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { PasswordRulesList } from '../components/password-rules-list';
import { PendingButton } from '../components/pending-button';
import { stripSpaces } from '../input-filters';
import { firstBrokenRule } from '@shop/contracts/password-rules';
import { clearForcedReset } from '../session-service';
import { useSession } from '../session-store';
import { CHANGE_PASSWORD_FAILURE } from '../../../lib/show-failure';
import { useSubmit } from '../../../lib/use-submit';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const detail = useSession((s) => s.detail);
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (v) => (v ? null : 'Old Password is required'),
      newPassword: (v) => (v ? firstBrokenRule(v) : 'New Password is required'),
      confirmPassword: (v, all) => (v && v === all.newPassword ? null : 'Confirm Password not matched'),
    },
  });
  const change = useSubmit(
    changePassword,
    async ({ message }) => {
      void toast(message || 'Password changed successfully.');
      clearForcedReset();
      navigate(paths.home, { replace: true });
    },
    CHANGE_PASSWORD_FAILURE,
  );

  // Only a signed-in shopper or staff member has a password here; the guest account has none to change.
  if (!detail || detail.internal === 'Y') return <Navigate to={paths.login} replace />;
  const forced = detail.userdefault.resetpassword === 'Y';

  const password = (field: keyof Values) => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: HTMLInputElement }) => form.setFieldValue(field, stripSpaces(e.currentTarget.value)),
  });

  return (
    <AuthCard title="Change Password" subtitle="Choose a new password for your account." icon={<IconShieldLock size={28} />}>
      {forced && (
        <Alert variant="light" color="gold" icon={<IconInfoCircle />} mb="md">
          Please replace your temporary password before you continue.
        </Alert>
      )}
      <form onSubmit={form.onSubmit(change.submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Username" value={detail.username} disabled readOnly />
          <PasswordField label="Old Password" autoComplete="current-password" {...password('oldPassword')} />
          <PasswordField label="New Password" autoComplete="new-password" {...password('newPassword')} />
          <PasswordRulesList password={form.values.newPassword} />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...password('confirmPassword')} />
          <PendingButton pending={change.pending} label="Change Password" pendingLabel="Changing..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
