import { useState } from 'react';
import { Navigate, useMatch } from 'react-router';
import { TextInput } from '@mantine/core';
import type { CallData } from '@shop/contracts/calls';
import { classTypeTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { useSubmit } from '../../../lib/use-submit';
import { updateClassType } from '../api/update-class-type';
import { AdminForm } from '../components/admin-form';
import { useCatalogueActions } from '../components/use-catalogue-actions';
import { useFormItem } from '../components/use-form-item';

type ClassType = CallData<'getclasstype'>['classtypes'][number];

/** Add or edit a class type: one Description field (section 5.7). */
export default function ClassTypeFormPage() {
  const { item, edit } = useFormItem<ClassType>();
  const onEdit = useMatch(paths.classTypesEdit);
  const [description, setDescription] = useState(item?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const { saved } = useCatalogueActions();
  const { submit, pending } = useSubmit(updateClassType, (a) => saved('classtype', a.message));
  if (onEdit && !edit) return <Navigate to={paths.staffHome} replace />;
  const send = () => {
    const text = description.trim();
    setError(text ? null : classTypeTexts.descriptionRequired);
    if (text) void submit({ actiontype: edit ? 'UPDATE' : 'CREATE', classtypeid: item?.classtypeid, classtypedescription: text });
  };
  return (
    <AdminForm
      title={edit ? 'Edit Class Type' : 'Add Class Type'}
      back={paths.classTypes}
      pending={pending}
      submitLabel={edit ? 'Update' : 'Save'}
      onSubmit={send}
      history={item ? { entity: 'classtype', entityid: item.classtypeid } : undefined}
    >
      <TextInput label="Description" required value={description} maxLength={100} error={error} onChange={(e) => setDescription(e.currentTarget.value)} />
    </AdminForm>
  );
}
