import { useNavigate } from 'react-router';
import { classificationTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { useClassifications } from '../api/get-classifications';
import { updateClassification } from '../api/update-classification';
import { AdminList } from '../components/admin-list';
import { RowActions } from '../../../components/row-actions';
import { useCatalogueActions } from '../components/use-catalogue-actions';

/** Classifications (/classifications): #, Class Type, Description, Action. */
export default function ClassificationsPage() {
  const list = useClassifications();
  const navigate = useNavigate();
  const { remove } = useCatalogueActions();
  return (
    <AdminList
      title="Classifications"
      rows={list.data}
      error={list.error}
      loadingText={classificationTexts.loading}
      rowKey={(r) => r.classid}
      addTo={paths.classificationsAdd}
      addLabel="Add Classification"
      columns={[
        { label: 'Class Type', cell: (r) => r.classtype },
        { label: 'Description', cell: (r) => r.description },
        {
          label: 'Action',
          cell: (r) => (
            <RowActions
              name={r.description}
              onEdit={() => navigate(paths.classificationsEdit, { state: { item: r } })}
              onDelete={() =>
                remove('classification', classificationTexts.deleteConfirm, () => updateClassification({ actiontype: 'DELETE', classid: r.classid }))
              }
            />
          ),
        },
      ]}
    />
  );
}
