import { Checkbox, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { fields } from '@shop/contracts/fields';
import { alertDialog } from '../../../lib/dialogs';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/username-field';
import { PendingButton } from '../components/pending-button';
import { stripSpaces } from '../input-filters';
import { useSubmit } from '../../../lib/use-submit';
import { paths } from '../../../app/paths';

interface Values {
  username: string;
  notRobot: boolean;
}

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', notRobot: false },
    validate: {
      username: (v) => (v ? null : fields.username.required),
      notRobot: (v) => (v ? null : 'Please select you are not a robot'),
    },
  });

  const reset = useSubmit(
    ({ username }: Values) => resetPassword(username),
    async ({ message }) => {
      await alertDialog({ title: 'Success!', message: message || 'Password reset completed' });
      navigate(paths.login);
    },
  );

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your username and we will e-mail you a temporary password, valid for 30 minutes. Your current password keeps working until you use it."
      icon={<IconKey size={28} />}
      footer={{ text: 'Remembered it?', link: 'Back to Sign In', to: paths.login }}
    >
      <form onSubmit={form.onSubmit(reset.submit)} noValidate>
        <Stack gap="md">
          <UsernameField
            {...form.getInputProps('username')}
            onChange={(e) => form.setFieldValue('username', stripSpaces(e.currentTarget.value))}
          />
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Checkbox label="I am not a Robot" size="md" {...form.getInputProps('notRobot', { type: 'checkbox' })} />
          </Paper>
          <PendingButton pending={reset.pending} label="Reset Password" pendingLabel="Resetting..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
