import { useState } from 'react';
import { Navigate, useMatch } from 'react-router';
import { Checkbox, TextInput } from '@mantine/core';
import type { AdminCategory } from '@shop/contracts/catalogue-admin';
import { categoryTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { useSubmit } from '../../../lib/use-submit';
import { updateCategory } from '../api/update-category';
import { AdminForm } from '../components/admin-form';
import { useCatalogueActions } from '../components/use-catalogue-actions';
import { useFormItem } from '../components/use-form-item';

/** Add or edit a category: one Category field (section 5.7). */
export default function CategoryFormPage() {
  const { item, edit } = useFormItem<AdminCategory>();
  const onEdit = useMatch(paths.categorysEdit);
  const [description, setDescription] = useState(item?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [restricted, setRestricted] = useState(item?.restricted === 'Y');
  const { saved } = useCatalogueActions();
  const { submit, pending } = useSubmit(updateCategory, (a) => saved('category', a.message));
  if (onEdit && !edit) return <Navigate to={paths.staffHome} replace />;
  const send = () => {
    const text = description.trim();
    setError(text ? null : categoryTexts.required);
    if (text) void submit({ actiontype: edit ? 'UPDATE' : 'CREATE', categoryid: item?.categoryid, description: text, restricted: restricted ? 'Y' : 'N' });
  };
  return (
    <AdminForm
      title={edit ? 'Edit Category' : 'Add Category'}
      back={paths.categorys}
      pending={pending}
      submitLabel={edit ? 'Update' : 'Save'}
      onSubmit={send}
      history={item ? { entity: 'category', entityid: item.categoryid } : undefined}
    >
      <TextInput label="Category" required maxLength={100} value={description} error={error} onChange={(e) => setDescription(e.currentTarget.value)} />
      <Checkbox
        mt="md"
        label="Alcohol or tobacco (buyers must be 18 or older)"
        description="Checkout then asks for the buyer's date of birth, and staff check ID at hand-over."
        checked={restricted}
        onChange={(e) => setRestricted(e.currentTarget.checked)}
      />
    </AdminForm>
  );
}
