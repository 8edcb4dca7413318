import { Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/username-field';
import { FollowRedirect } from '../components/follow-redirect';
import { PasswordField } from '../components/password-field';
import { PendingButton } from '../components/pending-button';
import { keepUsername } from '../input-filters';
import { expectRedirect, isExpecting } from '../redirect-intent';
import { signIn } from '../session-service';
import { useSession } from '../session-store';
import { showFailure } from '../show-failure';

interface Values {
  username: string;
  password: string;
  keep: boolean;
}

export default function LoginPage() {
  const detail = useSession((s) => s.detail);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '', keep: false },
    validate: {
      username: (v) => (v ? null : 'Username is required.'),
      password: (v) => (v ? null : 'Password is required.'),
    },
  });
  const login = useMutation({ mutationFn: (v: Values) => signIn(v.username, v.password, v.keep) });

  // A kept (Keep me Signed In) shopper login skips this screen, as does the sign-in just made here.
  if (detail?.internal === 'N' && (detail.terms === 'Y' || isExpecting('signed-in'))) {
    return <FollowRedirect to={detail.userdefault.resetpassword === 'Y' ? '/change-password' : '/'} />;
  }

  const submit = async (values: Values) => {
    expectRedirect('signed-in');
    try {
      await login.mutateAsync(values);
    } catch (err) {
      expectRedirect(null);
      await showFailure(err);
    }
  };

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back to Jamaica Airports Duty Free."
      icon={<IconLock size={28} />}
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to="/register" fw={700}>
            SIGN UP NOW
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <UsernameField
            {...form.getInputProps('username')}
            onChange={(e) => form.setFieldValue('username', keepUsername(e.currentTarget.value))}
          />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Keep me Signed In" {...form.getInputProps('keep', { type: 'checkbox' })} />
            <Anchor component={Link} to="/reset-password" size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <PendingButton pending={login.isPending} label="Sign In" pendingLabel="Signing In..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
