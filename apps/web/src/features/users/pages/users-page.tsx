import { useNavigate } from 'react-router';
import { AdminTable, StatusBadge } from '../../../components/admin-table';
import { AddButton } from '../../../components/add-button';
import { PageContainer } from '../../../components/page-container';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../app/paths';
import { useUsers } from '../api/users';

/** The users of the manager's store (back office section 2.10): Add to /users/add, a pencil to /users/edit. */
export default function UsersPage() {
  const navigate = useNavigate();
  const { data, error } = useUsers();
  const rows = data?.map((u, i) => ({
    key: u.username,
    cells: [
      i + 1,
      u.username,
      `${u.firstname} ${u.lastname}`,
      u.email,
      u.phone,
      <StatusBadge key="status" status={u.status} />,
      <RowActions key="edit" name={u.username} onEdit={() => navigate(paths.usersEdit, { state: { username: u.username } })} />,
    ],
  }));
  return (
    <PageContainer
      title="Users"
      aside={
        <AddButton to={paths.usersAdd}>Add User</AddButton>
      }
    >
      <AdminTable caption="Users" columns={['#', 'Username', 'Name', 'Email', 'Phone', 'Status', 'Action']} rows={rows} loading="Retrieving Users..." empty="No Users Found" error={error} />
    </PageContainer>
  );
}
