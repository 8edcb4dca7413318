import { useState } from 'react';
import { Alert, Box, Loader, Radio, Group, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { MasterProduct, StoreProduct } from '@shop/contracts/catalogue-admin';
import { productTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { formatTaxRate } from '@shop/contracts/money-format';
import { alertDialog } from '../../../lib/dialogs';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../../lib/use-submit';
import { useProductMaster } from '../api/get-product-master';
import { useStoreProducts } from '../api/get-store-products';
import { updateProduct } from '../api/update-product';
import { AdminForm } from '../components/admin-form';
import { MediaImage } from '../../../components/media-image';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_SETTLE_MS } from '../components/list-search';
import { digitsOnly, moneyChars, productErrors, type ProductDraft } from '../components/product-fields';

/** The product form (sections 2.10, 4.10, 5.1): Add picks a master product; Edit changes stock, price and status. */
export default function ProductFormPage() {
  const productid = (useLocation().state as { productid?: number } | null)?.productid;
  const onEdit = useLocation().pathname === paths.productsEdit;
  const existing = useStoreProducts({ productid: productid ?? null }, onEdit && !!productid);
  if (onEdit && !productid) return <Navigate to={paths.staffHome} replace />;
  if (!onEdit) return <ProductForm product={null} />;
  if (existing.error) return <Alert color="red">{existing.error.message}</Alert>;
  const product = existing.data?.products[0];
  if (!product) return <Loader m="xl" aria-label="Loading" />;
  return <ProductForm product={product} key={product.productid} />;
}

function ProductForm({ product }: { product: StoreProduct | null }) {
  const edit = product !== null;
  const navigate = useNavigate();
  const defaultRate = useSession((s) => s.detail?.userdefault.taxrate ?? 0);
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, SEARCH_SETTLE_MS);
  const masters = useProductMaster({ sellable: 'Y', search: settled, pagesize: 50 }, !edit);
  const [picked, setPicked] = useState<MasterProduct | null>(null);
  const [draft, setDraft] = useState<ProductDraft>({
    masterproductid: product ? String(product.masterproductid ?? product.productid) : null,
    quantity: product ? String(product.quantity) : '',
    unitcost: product ? product.unitcost.toFixed(2) : '',
    status: product?.status ?? 'I',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const category = product?.categoryname ?? picked?.categoryname ?? '';
  // The picture the storefront will show: the master product's (decision 0082), seen before Save.
  const shown = product ?? picked;
  const description = product?.description ?? picked?.description ?? '';
  const taxrate = product ? product.taxrate : picked ? (picked.taxexempt === 'Y' ? 0 : defaultRate) : null;
  const { submit, pending } = useSubmit(updateProduct, async () => {
    await alertDialog({ title: 'Success!', message: edit ? productTexts.updated : productTexts.added });
    navigate(paths.products);
  });
  const set = (part: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...part }));
  const pick = (id: string | null) => {
    const m = masters.data?.products.find((p) => String(p.productid) === id) ?? null;
    setPicked(m);
    // Section 4.10: picking a master product makes the new product Active.
    set({ masterproductid: id, status: m ? 'A' : 'I', ...(m && m.unitcost > 0 && !draft.unitcost && { unitcost: m.unitcost.toFixed(2) }) });
  };
  const send = () => {
    const e = productErrors(draft, category, description);
    setErrors(e);
    if (Object.keys(e).length) return;
    const fields = { quantity: Number(draft.quantity), unitcost: Number(draft.unitcost), status: draft.status };
    void submit(
      edit
        ? { actiontype: 'UPDATE', edit: true, previousquantity: product.quantity, product: { productid: product.productid, ...fields } }
        : { actiontype: 'CREATE', edit: false, product: { masterproductid: Number(draft.masterproductid), ...fields } },
    );
  };
  const options = (masters.data?.products ?? []).map((m) => ({ value: String(m.productid), label: m.productname }));
  if (picked && !options.some((o) => o.value === String(picked.productid))) options.unshift({ value: String(picked.productid), label: picked.productname });
  return (
    <AdminForm
      title={edit ? 'Edit Product' : 'Add Product'}
      back={paths.products}
      pending={pending}
      submitLabel={edit ? 'Update' : 'Save'}
      onSubmit={send}
      history={product ? { entity: 'product', entityid: product.productid } : undefined}
    >
      {!edit && masters.isSuccess && !search && masters.data.total === 0 && (
        <Alert color="yellow" data-testid="nothing-to-add">
          {productTexts.nothingToAdd}
        </Alert>
      )}
      {edit ? (
        <TextInput label="Product Name" value={product.productname} disabled />
      ) : (
        <Select
          label="Product Name"
          required
          searchable
          placeholder="Search the product master"
          data={options}
          value={draft.masterproductid}
          onChange={pick}
          onSearchChange={setSearch}
          nothingFoundMessage={masters.isFetching ? 'Loading...' : search ? 'No Products Found' : productTexts.nothingToAdd}
          error={errors.name}
        />
      )}
      {shown && (
        <Box w={160} data-testid="product-picture">
          <MediaImage key={shown.productreferenceid} kind="product" id={shown.productreferenceid} alt={`Picture of ${shown.productname}`} eager />
        </Box>
      )}
      <TextInput label="Category" value={category} readOnly disabled error={errors.category} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Quantity" required inputMode="numeric" maxLength={9} value={draft.quantity} error={errors.quantity} onChange={(e) => set({ quantity: digitsOnly(e.currentTarget.value) })} />
        <TextInput label="Unit Cost" required inputMode="decimal" maxLength={12} value={draft.unitcost} error={errors.unitcost} onChange={(e) => set({ unitcost: moneyChars(e.currentTarget.value) })} />
        <TextInput label="Tax Rate" readOnly value={taxrate === null ? '' : formatTaxRate(taxrate)} />
      </SimpleGrid>
      <Radio.Group label="Status" value={draft.status} onChange={(v) => set({ status: v as 'A' | 'I' })}>
        <Group mt={4}>
          <Radio value="A" label="Active" />
          <Radio value="I" label="Inactive" />
        </Group>
      </Radio.Group>
      <Textarea label="Description" value={description} readOnly autosize minRows={2} error={errors.description} />
    </AdminForm>
  );
}
