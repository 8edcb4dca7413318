import { useNavigate } from 'react-router';
import { classTypeTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { useClassTypes } from '../api/get-class-types';
import { updateClassType } from '../api/update-class-type';
import { AdminList } from '../components/admin-list';
import { RowActions } from '../../../components/row-actions';
import { useCatalogueActions } from '../components/use-catalogue-actions';

/** Class types (/classtypes): #, CLASS TYPES, Action, and the add button. */
export default function ClassTypesPage() {
  const list = useClassTypes();
  const navigate = useNavigate();
  const { remove } = useCatalogueActions();
  return (
    <AdminList
      title="Class Types"
      rows={list.data}
      error={list.error}
      rowKey={(r) => r.classtypeid}
      addTo={paths.classTypesAdd}
      addLabel="Add Class Type"
      columns={[
        { label: 'CLASS TYPES', cell: (r) => r.description },
        {
          label: 'Action',
          cell: (r) => (
            <RowActions
              name={r.description}
              onEdit={() => navigate(paths.classTypesEdit, { state: { item: r } })}
              onDelete={() => remove('classtype', classTypeTexts.deleteConfirm, () => updateClassType({ actiontype: 'DELETE', classtypeid: r.classtypeid }))}
            />
          ),
        },
      ]}
    />
  );
}
