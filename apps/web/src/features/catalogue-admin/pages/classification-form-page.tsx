import { useState } from 'react';
import { Navigate, useMatch } from 'react-router';
import { Select, Textarea } from '@mantine/core';
import type { Classification } from '@shop/contracts/catalogue-admin';
import { classificationTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { useSubmit } from '../../../lib/use-submit';
import { useClassTypes } from '../api/get-class-types';
import { updateClassification } from '../api/update-classification';
import { AdminForm } from '../components/admin-form';
import { useCatalogueActions } from '../components/use-catalogue-actions';
import { useFormItem } from '../components/use-form-item';

/** Add or edit a classification: a Class Type selector (locked on edit) and a Description textarea. */
export default function ClassificationFormPage() {
  const { item, edit } = useFormItem<Classification>();
  const onEdit = useMatch(paths.classificationsEdit);
  const types = useClassTypes();
  const [classtypeid, setClasstypeid] = useState<string | null>(item ? String(item.classtypeid) : null);
  const [description, setDescription] = useState(item?.description ?? '');
  const [errors, setErrors] = useState<{ type?: string; description?: string }>({});
  const { saved } = useCatalogueActions();
  const { submit, pending } = useSubmit(updateClassification, (a) => saved('classification', a.message));
  if (onEdit && !edit) return <Navigate to={paths.staffHome} replace />;
  const send = () => {
    const text = description.trim();
    const next = { type: classtypeid ? undefined : classificationTexts.classTypeRequired, description: text ? undefined : classificationTexts.descriptionRequired };
    setErrors(next);
    if (next.type || next.description) return;
    void submit({ actiontype: edit ? 'UPDATE' : 'CREATE', classid: item?.classid, classtypeid: Number(classtypeid), classificationdescription: text });
  };
  return (
    <AdminForm
      title={edit ? 'Edit Classification' : 'Add Classification'}
      back={paths.classifications}
      pending={pending}
      submitLabel={edit ? 'Update' : 'Save'}
      onSubmit={send}
      history={item ? { entity: 'classification', entityid: item.classid } : undefined}
    >
      <Select
        label="Class Type"
        required
        disabled={edit}
        data={(types.data ?? []).map((t) => ({ value: String(t.classtypeid), label: t.description }))}
        value={classtypeid}
        onChange={setClasstypeid}
        error={errors.type}
      />
      <Textarea label="Description" required autosize minRows={2} maxLength={100} value={description} error={errors.description} onChange={(e) => setDescription(e.currentTarget.value)} />
    </AdminForm>
  );
}
