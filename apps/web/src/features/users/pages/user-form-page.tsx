import type { ChangeEvent } from 'react';
import { Center, Loader, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { fields } from '@shop/contracts/fields';
import { permissionBoxes, roleBoxes, staffFlags, USER_ADDED, type StaffFlag } from '@shop/contracts/staff-permissions';
import type { StaffUser } from '@shop/contracts/users';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { alertDialog } from '../../../lib/dialogs';
import { keepName, keepPhone, keepUsername } from '../../auth/input-filters';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../../lib/use-submit';
import { FormFrame } from '../../vendors/components/form-frame';
import { useSaveUser, useUsers } from '../api/users';
import { PermissionBoxes } from '../components/permission-boxes';
import { HistoryPanel } from '../../audit/components/history-panel';
import { userFormRules } from '../components/user-rules';

type Values = Omit<StaffUser, 'vendor' | 'loungeoperator'>;
const noFlags = Object.fromEntries(staffFlags.map((f) => [f, 'N'])) as Record<StaffFlag, 'Y' | 'N'>;
const blank: Values = { username: '', firstname: '', lastname: '', email: '', phone: '', status: 'I', ...noFlags };

/** /users/add and /users/edit (needs a username in navigation state, else home): the form of its user. */
export default function UserFormPage() {
  const { pathname, state } = useLocation();
  const isEdit = pathname === paths.usersEdit;
  const username = (state as { username?: string } | null)?.username;
  const users = useUsers();
  if (!isEdit) return <UserForm />;
  if (!username) return <Navigate to={paths.staffHome} replace />;
  const user = users.data?.find((u) => u.username === username);
  if (user) return <UserForm user={user} />;
  return (
    <PageContainer title="Edit User" size="md">
      <Center py="xl">{users.isPending ? <Loader aria-label="Retrieving Users..." /> : <Text>User {username} was not found.</Text>}</Center>
    </PageContainer>
  );
}

/**
 * The user form (back office sections 2.10 and 5.2): username locked on edit, the roles Report Agent and Admin
 * User, and the permission boxes of the manager's staff role, of which the manager may tick only those they hold.
 */
function UserForm({ user }: { user?: StaffUser }) {
  const navigate = useNavigate();
  const me = useSession((s) => s.detail?.userdefault);
  const myName = useSession((s) => s.detail?.username);
  const save = useSaveUser();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: user ?? blank,
    validate: userFormRules,
    validateInputOnBlur: false,
    transformValues: (v) => ({ ...v, firstname: v.firstname.trim(), lastname: v.lastname.trim(), email: v.email.trim() }),
  });
  const submit = useSubmit(
    (v: Values) => save(user ? { edit: true, user: v } : { edit: false, user: v }),
    async (message) => {
      await alertDialog({ title: 'Success!', message: message || USER_ADDED });
      navigate(paths.users);
    },
  );
  const role = (user ? user.loungeoperator === 'Y' : me?.loungeoperator === 'Y') ? 'loungeoperator' : 'vendor';
  const held = (flag: StaffFlag) => me?.[flag] === 'Y';
  const flags = Object.fromEntries(staffFlags.map((f) => [f, form.values[f]])) as Record<StaffFlag, 'Y' | 'N'>;
  const setFlag = (flag: StaffFlag, value: 'Y' | 'N') => form.setFieldValue(flag, value);
  const typed = (field: 'username' | 'firstname' | 'lastname' | 'phone', keep: (v: string) => string) => ({
    ...form.getInputProps(field),
    maxLength: field === 'phone' ? undefined : fields[field].max,
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, keep(e.currentTarget.value)),
    onFocus: () => form.clearFieldError(field),
  });
  return (
    <FormFrame title={user ? 'Edit User' : 'Add User'} back={paths.users} edit={Boolean(user)} pending={submit.pending}
      onSubmit={form.onSubmit(submit.submit)}
      after={user && <HistoryPanel entity="user" entityid={user.username} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Username" withAsterisk disabled={Boolean(user)} autoCapitalize="none" autoCorrect="off" spellCheck={false} {...typed('username', keepUsername)} />
        <TextInput label="Email" type="email" withAsterisk maxLength={fields.email.max} {...form.getInputProps('email')} onFocus={() => form.clearFieldError('email')} />
        <TextInput label="First Name" withAsterisk {...typed('firstname', keepName)} />
        <TextInput label="Last Name" withAsterisk {...typed('lastname', keepName)} />
        <TextInput label="Phone Number" type="tel" inputMode="numeric" withAsterisk {...typed('phone', keepPhone)} />
      </SimpleGrid>
      {user ? (
        <Switch
          label="Active"
          description={user.username === myName ? 'You cannot deactivate your own account.' : 'An inactive user cannot sign in.'}
          disabled={user.username === myName}
          checked={form.values.status === 'A'}
          onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'A' : 'I')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          The new user is inactive until you activate them, and gets a temporary password by e-mail.
        </Text>
      )}
      <PermissionBoxes legend="Roles" boxes={roleBoxes} values={flags} held={held} onChange={setFlag} />
      <PermissionBoxes legend="Permissions" boxes={permissionBoxes[role]} values={flags} held={held} onChange={setFlag} />
    </FormFrame>
  );
}
