import type { ChangeEvent } from 'react';
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Vendor } from '@shop/contracts/vendors';
import { INVALID_EMAIL } from '@shop/contracts/fields';
import { keepContactPhone, keepVendorId, vendorDefaults, vendorLimits, vendorTexts } from '@shop/contracts/vendor-rules';
import { paths } from '../../../app/paths';
import { looksLikeEmail } from '../../auth/input-filters';
import { useSubmit } from '../../../lib/use-submit';
import { useSaveVendor, useVendorMasters } from '../api/vendors';
import { FormFrame } from '../components/form-frame';
import { HistoryPanel } from '../../audit/components/history-panel';

type Values = Omit<Vendor, 'vendorname'>;

const blank: Values = { vendorid: '', vendorreferenceid: '', description: '', contactname: '', contactemail: '', contactphone: '', ...vendorDefaults };

/**
 * Add or edit a vendor (back office sections 2.10, 4.11 and 5.7). Edit needs the vendor in navigation state,
 * else it goes home; its Vendor Id is locked. Choosing the Parent Vendor copies its description; ticking
 * Lounge Operator clears and disables Express.
 */
export default function VendorFormPage() {
  const navigate = useNavigate();
  const editing = (useLocation().state as { vendor?: Vendor } | null)?.vendor;
  const isEdit = useLocation().pathname === paths.vendorsEdit;
  const masters = useVendorMasters();
  const save = useSaveVendor();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: editing ?? blank,
    validate: {
      vendorid: (v) => (v ? null : vendorTexts.vendorIdRequired),
      vendorreferenceid: (v) => (v ? null : vendorTexts.parentRequired),
      description: (v) => (v.trim() ? null : vendorTexts.descriptionRequired),
      contactemail: (v) => (!v.trim() || looksLikeEmail(v) ? null : INVALID_EMAIL),
      taxrate: (v) => (v >= 0 && v <= 1 ? null : vendorTexts.taxRateRange),
    },
  });
  const submit = useSubmit(
    (v: Values) => save({ ...v, actiontype: isEdit ? 'UPDATE' : 'CREATE' }),
    (message) => navigate(paths.vendorsSaved, { state: { message, back: paths.vendors } }),
  );
  if (isEdit && !editing) return <Navigate to={paths.staffHome} replace />;

  const keep = (field: 'vendorid' | 'contactphone', fn: (v: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, fn(e.currentTarget.value)),
  });
  const chooseParent = (id: string | null) => {
    form.setFieldValue('vendorreferenceid', id ?? '');
    const parent = masters.data?.find((m) => m.vendorid === id);
    if (parent) form.setFieldValue('description', parent.description);
  };
  const lounge = form.values.loungeoperator === 'Y';

  return (
    <FormFrame title={isEdit ? 'Edit Vendor' : 'Add Vendor'} back={paths.vendors} edit={isEdit} pending={submit.pending} onSubmit={form.onSubmit(submit.submit)}
      after={editing && <HistoryPanel entity="vendor" entityid={editing.vendorid} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Vendor Id" withAsterisk disabled={isEdit} maxLength={vendorLimits.vendorid} {...keep('vendorid', keepVendorId)} />
        <Select
          label="Parent Vendor"
          withAsterisk
          searchable
          placeholder={masters.isPending ? 'Loading...' : 'Choose the parent vendor'}
          data={(masters.data ?? []).map((m) => ({ value: m.vendorid, label: `${m.vendorname} (${m.vendorid})` }))}
          {...form.getInputProps('vendorreferenceid')}
          onChange={chooseParent}
        />
        <TextInput label="Contact Name" maxLength={vendorLimits.contactname} {...form.getInputProps('contactname')} />
        <TextInput label="Contact Email" type="email" maxLength={vendorLimits.contactemail} {...form.getInputProps('contactemail')} />
        <TextInput label="Contact Phone" type="tel" inputMode="numeric" {...keep('contactphone', keepContactPhone)} />
        <NumberInput label="Tax Rate" description="A fraction from 0 to 1 (0.15 is 15%)" min={0} max={1} step={0.01} decimalScale={4} clampBehavior="strict" {...form.getInputProps('taxrate')} />
        <Select label="Airport" data={[{ value: 'SIA', label: 'Sangster International (SIA)' }, { value: 'NMIA', label: 'Norman Manley International (NMIA)' }]} allowDeselect={false} {...form.getInputProps('airportid')} />
        <Select label="Direction" data={[{ value: 'A', label: 'Arrival' }, { value: 'D', label: 'Departure' }]} allowDeselect={false} {...form.getInputProps('direction')} />
      </SimpleGrid>
      <Group gap="xl">
        <Checkbox
          label="Lounge Operator"
          checked={lounge}
          onChange={(e) => form.setValues({ loungeoperator: e.currentTarget.checked ? 'Y' : 'N', ...(e.currentTarget.checked && { express: 'N' }) })}
        />
        <Checkbox label="Express" disabled={lounge} checked={form.values.express === 'Y'} onChange={(e) => form.setFieldValue('express', e.currentTarget.checked ? 'Y' : 'N')} />
        <Switch label="Active" checked={form.values.status === 'A'} onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'A' : 'I')} />
      </Group>
      <Textarea label="Description" withAsterisk autosize minRows={3} maxLength={vendorLimits.description} {...form.getInputProps('description')} />
    </FormFrame>
  );
}
