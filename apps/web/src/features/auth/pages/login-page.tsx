import { Alert, Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { fields } from '@shop/contracts/fields';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/username-field';
import { PasswordField } from '../components/password-field';
import { PendingButton } from '../components/pending-button';
import { keepUsername } from '../input-filters';
import { paths } from '../../../app/paths';
import { signIn } from '../session-service';
import { useSession } from '../session-store';
import { useSubmit } from '../../../lib/use-submit';

interface Values {
  username: string;
  password: string;
  keep: boolean;
}

export default function LoginPage() {
  const detail = useSession((s) => s.detail);
  // Why the last session ended, when the user must be told: their account was deactivated meanwhile.
  const endedBecause = useSession((s) => s.endedBecause);
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '', keep: false },
    validate: {
      username: (v) => (v ? null : fields.username.required),
      password: (v) => (v ? null : fields.password.required),
    },
  });
  // Home after signing in, in place of /login; a forced password reset is sent on to /change-password by the gate.
  const login = useSubmit(async (v: Values) => {
    await signIn(v.username, v.password, v.keep);
    navigate(paths.home, { replace: true });
  });

  // A kept (Keep me Signed In) shopper login skips this screen.
  if (detail?.internal === 'N' && detail.terms === 'Y') {
    return <Navigate to={detail.userdefault.resetpassword === 'Y' ? paths.changePassword : paths.home} replace />;
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back to Jamaica Airports Duty Free."
      icon={<IconLock size={28} />}
      footer={{ text: 'New here?', link: 'SIGN UP NOW', to: paths.register }}
    >
      {endedBecause && (
        <Alert variant="light" color="red" icon={<IconAlertCircle />} mb="md">
          {endedBecause}
        </Alert>
      )}
      <form onSubmit={form.onSubmit(login.submit)} noValidate>
        <Stack gap="md">
          <UsernameField
            {...form.getInputProps('username')}
            onChange={(e) => form.setFieldValue('username', keepUsername(e.currentTarget.value))}
          />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Keep me Signed In" {...form.getInputProps('keep', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.resetPassword} size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <PendingButton pending={login.pending} label="Sign In" pendingLabel="Signing In..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
