import { Box } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AdminTable, LongText, StatusBadge } from '../../../components/admin-table';
import { MediaImage } from '../../../components/media-image';
import { AddButton } from '../../../components/add-button';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../app/paths';
import { useSaveVendor, useVendors } from '../api/vendors';
import { RowActions } from '../../../components/row-actions';
import { useDeleteThen } from '../components/use-delete';

const airports = { SIA: 'Sangster International', NMIA: 'Norman Manley International' } as const;

/** The vendors list (back office section 2.10): every store with its picture, airport, contact and status. */
export default function VendorsPage() {
  const navigate = useNavigate();
  const { data, error } = useVendors();
  const save = useSaveVendor();
  const deleteThen = useDeleteThen('Vendor', paths.vendorsSaved, paths.vendors);
  const rows = data?.map((v, i) => ({
    key: v.vendorid,
    cells: [
      i + 1,
      <Box w={72} key="img">
        <MediaImage kind="vendor" id={v.vendorreferenceid} alt={v.vendorname} />
      </Box>,
      <span key="name">
        {v.vendorname}
        <br />
        <small>{v.vendorid}</small>
      </span>,
      `${airports[v.airportid]} (${v.direction === 'A' ? 'Arrival' : 'Departure'})`,
      v.contactemail,
      <LongText key="description">{v.description}</LongText>,
      <StatusBadge key="status" status={v.status} />,
      <RowActions
        key="actions"
        name={v.vendorid}
        onEdit={() => navigate(paths.vendorsEdit, { state: { vendor: v } })}
        onDelete={() => deleteThen(() => save({ actiontype: 'DELETE', vendorid: v.vendorid }))}
      />,
    ],
  }));
  return (
    <PageContainer
      title="Vendors"
      aside={
        <AddButton to={paths.vendorsAdd}>Add Vendor</AddButton>
      }
    >
      <AdminTable
        caption="Vendors"
        columns={['#', 'Image', 'Name', 'Airport', 'Contact Mail', 'Description', 'Status', 'Action']}
        rows={rows}
        loading="Retrieving Vendors..."
        empty="No Vendors Found"
        error={error}
        minWidth={1040}
      />
    </PageContainer>
  );
}
