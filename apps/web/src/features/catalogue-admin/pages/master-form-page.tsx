import { useState } from 'react';
import { Alert, Checkbox, Group, Loader, MultiSelect, Radio, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import type { MasterProduct } from '@shop/contracts/catalogue-admin';
import { paths } from '../../../app/paths';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../../lib/use-submit';
import { useAdminCategories } from '../api/get-categories';
import { useClassifications } from '../api/get-classifications';
import { useClassTypes } from '../api/get-class-types';
import { useProductMaster } from '../api/get-product-master';
import { updateProductMaster } from '../api/update-product-master';
import { AdminForm } from '../components/admin-form';
import { digitsOnly, moneyChars } from '../components/product-fields';
import { asParent, draftOf, emptyMaster, inputOf, masterError, withParent, type MasterDraft } from '../components/master-fields';
import { useCatalogueActions } from '../components/use-catalogue-actions';

/** The master product form (sections 4.9 and 5.6); edit needs the productid in navigation state. */
export default function MasterFormPage() {
  const { pathname, state } = useLocation();
  const productid = (state as { productid?: number } | null)?.productid;
  const onEdit = pathname === paths.masterProductsEdit;
  const existing = useProductMaster({ productid: productid ?? null }, onEdit && !!productid);
  if (onEdit && !productid) return <Navigate to={paths.staffHome} replace />;
  if (!onEdit) return <MasterForm master={null} />;
  if (existing.error) return <Alert color="red">{existing.error.message}</Alert>;
  const master = existing.data?.products[0];
  if (!master) return <Loader m="xl" aria-label="Loading" />;
  return <MasterForm master={master} key={master.productid} />;
}

function MasterForm({ master }: { master: MasterProduct | null }) {
  const edit = master !== null;
  const [d, setD] = useState<MasterDraft>(master ? draftOf(master) : emptyMaster);
  const [error, setError] = useState<string | null>(null);
  const categories = useAdminCategories();
  const types = useClassTypes();
  const classes = useClassifications();
  const parents = useProductMaster({ parentsonly: 'Y', pagesize: 100 });
  const stores = useSession((s) => s.detail?.stores ?? []);
  const { saved } = useCatalogueActions();
  const { submit, pending } = useSubmit(updateProductMaster, (a) => saved('masterproduct', a.message));
  const set = (part: Partial<MasterDraft>) => setD((x) => ({ ...x, ...part }));
  const child = !d.parent && !!d.parentid;
  const opts = <T,>(rows: T[] | undefined, value: (r: T) => number, label: (r: T) => string) => (rows ?? []).map((r) => ({ value: String(value(r)), label: label(r) }));
  const classOpts = (type: string | null) => opts(classes.data?.filter((c) => String(c.classtypeid) === type), (c) => c.classid, (c) => c.description);
  const typeOpts = opts(types.data, (t) => t.classtypeid, (t) => t.description);
  const send = () => {
    const e = masterError(d);
    setError(e);
    if (!e) void submit({ actiontype: edit ? 'UPDATE' : 'CREATE', edit, product: inputOf(d, master?.productid) });
  };
  return (
    <AdminForm
      title={edit ? 'Edit Master Product' : 'Add Master Product'}
      back={paths.masterProducts}
      pending={pending}
      submitLabel={edit ? 'Update' : 'Save'}
      onSubmit={send}
      history={master ? { entity: 'masterproduct', entityid: master.productid } : undefined}
    >
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput label="Product Name" required maxLength={200} value={d.productname} onChange={(e) => set({ productname: e.currentTarget.value })} />
      <Switch label="Parent Product" checked={d.parent} onChange={(e) => {
          const parent = e.currentTarget.checked;
          setD((x) => asParent(x, parent));
        }} />
      {!d.parent && (
        <Select
          label="Parent"
          clearable
          searchable
          placeholder="None"
          data={opts(parents.data?.products.filter((p) => p.productid !== master?.productid), (p) => p.productid, (p) => p.productname)}
          value={d.parentid}
          onChange={(v) => setD((x) => withParent(x, parents.data?.products.find((p) => String(p.productid) === v) ?? null))}
        />
      )}
      <Select label="Category" required disabled={child} data={opts(categories.data, (c) => c.categoryid, (c) => c.description)} value={d.categoryid} onChange={(v) => set({ categoryid: v })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Unit Cost" required={!d.parent && !child} disabled={d.parent || child} inputMode="decimal" value={d.unitcost} onChange={(e) => set({ unitcost: moneyChars(e.currentTarget.value) })} />
        <TextInput label="Notice Quantity" required={!d.parent && !child} disabled={d.parent || child} inputMode="numeric" value={d.noticequantity} onChange={(e) => set({ noticequantity: digitsOnly(e.currentTarget.value) })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Class Type 1" clearable disabled={!d.parent} data={typeOpts} value={d.classtype1} onChange={(v) => set({ classtype1: v, ...(!v && { classtype2: null }) })} />
        <Select label="Class Type 2" clearable disabled={!d.parent || !d.classtype1} data={typeOpts.filter((t) => t.value !== d.classtype1)} value={d.classtype2} onChange={(v) => set({ classtype2: v })} />
        {child && <Select label="Classification 1" clearable data={classOpts(d.classtype1)} value={d.classid1} onChange={(v) => set({ classid1: v })} />}
        {child && d.classtype2 && <Select label="Classification 2" clearable data={classOpts(d.classtype2)} value={d.classid2} onChange={(v) => set({ classid2: v })} />}
      </SimpleGrid>
      <Textarea label="Description" required autosize minRows={3} maxLength={2000} value={d.description} onChange={(e) => set({ description: e.currentTarget.value })} />
      <Group>
        <Checkbox label="Tax Exempt" disabled={child} checked={d.taxexempt} onChange={(e) => set({ taxexempt: e.currentTarget.checked })} />
        <Checkbox label="Recommended" disabled={d.parent} checked={d.recommended} onChange={(e) => set({ recommended: e.currentTarget.checked })} />
      </Group>
      {!child && (
        <MultiSelect label="Vendors" description="The stores that may sell it" searchable data={stores.map((s) => ({ value: s.storeid, label: `${s.name} (${s.storeid})` }))} value={d.vendors} onChange={(v) => set({ vendors: v })} />
      )}
      <Radio.Group label="Status" value={d.status} onChange={(v) => set({ status: v as 'A' | 'I' })}>
        <Group mt={4}>
          <Radio value="A" label="Active" />
          <Radio value="I" label="Inactive" />
        </Group>
      </Radio.Group>
    </AdminForm>
  );
}
