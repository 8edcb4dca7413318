import { Box } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AdminTable, LongText, StatusBadge } from '../../../components/admin-table';
import { MediaImage } from '../../../components/media-image';
import { AddButton } from '../../../components/add-button';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../app/paths';
import { useSaveVendorMaster, useVendorMasters } from '../api/vendors';
import { RowActions } from '../../../components/row-actions';
import { useDeleteThen } from '../components/use-delete';

/** The vendor master list (back office section 2.10): picture, name, description, status; upload, edit, delete. */
export default function VendorMastersPage() {
  const navigate = useNavigate();
  const { data, error } = useVendorMasters();
  const save = useSaveVendorMaster();
  const deleteThen = useDeleteThen('Vendor Master', paths.vendorMasterSaved, paths.vendorMaster);
  const rows = data?.map((m, i) => ({
    key: m.vendorid,
    cells: [
      i + 1,
      <Box w={72} key="img">
        <MediaImage kind="vendor" id={m.vendorid} alt={m.vendorname} />
      </Box>,
      <span key="name">
        {m.vendorname}
        <br />
        <small>{m.vendorid}</small>
      </span>,
      <LongText key="description">{m.description}</LongText>,
      <StatusBadge key="status" status={m.status} />,
      <RowActions
        key="actions"
        name={m.vendorid}
        onUpload={() => navigate(paths.imageUpload, { state: { assettype: 'VENDOR', assetid: m.vendorid, name: m.vendorname, back: paths.vendorMaster, kind: 'vendor', image: m.vendorid } })}
        onEdit={() => navigate(paths.vendorMasterEdit, { state: { vendorMaster: m } })}
        onDelete={() => deleteThen(() => save({ actiontype: 'DELETE', vendorid: m.vendorid }))}
      />,
    ],
  }));
  return (
    <PageContainer
      title="Vendor Master"
      aside={
        <AddButton to={paths.vendorMasterAdd}>Add Vendor Master</AddButton>
      }
    >
      <AdminTable
        caption="Vendor Master"
        columns={['#', 'Image', 'Name', 'Description', 'Status', 'Action']}
        rows={rows}
        loading="Retrieving Vendors..."
        empty="No Vendor Masters Found"
        error={error}
        minWidth={760}
      />
    </PageContainer>
  );
}
