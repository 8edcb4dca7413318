import type { ChangeEvent } from 'react';
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { VendorMaster } from '@shop/contracts/vendors';
import { keepVendorId, vendorLimits, vendorTexts } from '@shop/contracts/vendor-rules';
import { paths } from '../../../app/paths';
import { useSubmit } from '../../../lib/use-submit';
import { useSaveVendorMaster } from '../api/vendors';
import { FormFrame } from '../components/form-frame';
import { HistoryPanel } from '../../audit/components/history-panel';

const blank: VendorMaster = { vendorid: '', vendorname: '', description: '', status: 'A' };

/** Add or edit a vendor master (back office sections 2.10, 4.11 and 5.7): Vendor Id locked on edit, all trimmed. */
export default function VendorMasterFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const editing = (location.state as { vendorMaster?: VendorMaster } | null)?.vendorMaster;
  const isEdit = location.pathname === paths.vendorMasterEdit;
  const save = useSaveVendorMaster();
  const form = useForm<VendorMaster>({
    mode: 'controlled',
    initialValues: editing ?? blank,
    validate: {
      vendorid: (v) => (v ? null : vendorTexts.vendorIdRequired),
      vendorname: (v) => (v.trim() ? null : vendorTexts.vendorNameRequired),
      description: (v) => (v.trim() ? null : vendorTexts.descriptionRequired),
    },
    transformValues: (v) => ({ ...v, vendorname: v.vendorname.trim(), description: v.description.trim() }),
  });
  const submit = useSubmit(
    (v: VendorMaster) => save({ ...v, actiontype: isEdit ? 'UPDATE' : 'CREATE' }),
    (message) => navigate(paths.vendorMasterSaved, { state: { message, back: paths.vendorMaster } }),
  );
  if (isEdit && !editing) return <Navigate to={paths.staffHome} replace />;
  return (
    <FormFrame
      title={isEdit ? 'Edit Vendor Master' : 'Add Vendor Master'}
      back={paths.vendorMaster}
      edit={isEdit}
      pending={submit.pending}
      onSubmit={form.onSubmit(submit.submit)}
      after={editing && <HistoryPanel entity="vendormaster" entityid={editing.vendorid} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Vendor Id"
          withAsterisk
          disabled={isEdit}
          maxLength={vendorLimits.vendorid}
          {...form.getInputProps('vendorid')}
          onChange={(e: ChangeEvent<HTMLInputElement>) => form.setFieldValue('vendorid', keepVendorId(e.currentTarget.value))}
        />
        <TextInput label="Vendor Name" withAsterisk maxLength={vendorLimits.vendorname} {...form.getInputProps('vendorname')} />
      </SimpleGrid>
      <Switch label="Active" checked={form.values.status === 'A'} onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'A' : 'I')} />
      <Textarea label="Description" withAsterisk autosize minRows={3} maxLength={vendorLimits.description} {...form.getInputProps('description')} />
    </FormFrame>
  );
}
