import { useNavigate } from 'react-router';
import { Box } from '@mantine/core';
import { categoryTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { MediaImage } from '../../../components/media-image';
import { useAdminCategories } from '../api/get-categories';
import { updateCategory } from '../api/update-category';
import { AdminList } from '../components/admin-list';
import { RowActions } from '../../../components/row-actions';
import { useCatalogueActions } from '../components/use-catalogue-actions';

/** Categories (/categorys): #, Image, Category Name, Action (upload image, edit, delete). */
export default function CategorysPage() {
  const list = useAdminCategories();
  const navigate = useNavigate();
  const { remove, upload } = useCatalogueActions();
  return (
    <AdminList
      title="Categories"
      rows={list.data}
      error={list.error && (navigator.onLine ? list.error : new Error(categoryTexts.offline))}
      rowKey={(r) => r.categoryid}
      addTo={paths.categorysAdd}
      addLabel="Add Category"
      columns={[
        {
          label: 'Image',
          cell: (r) => (
            <Box w={72}>
              <MediaImage kind="category" id={r.categoryid} alt="" />
            </Box>
          ),
        },
        { label: 'Category Name', cell: (r) => r.description },
        {
          label: 'Action',
          cell: (r) => (
            <RowActions
              name={r.description}
              onUpload={() => upload('CATEGORY', r.categoryid, r.description, paths.categorys, 'category', String(r.categoryid))}
              onEdit={() => navigate(paths.categorysEdit, { state: { item: r } })}
              onDelete={() => remove('category', categoryTexts.deleteConfirm, () => updateCategory({ actiontype: 'DELETE', categoryid: r.categoryid }))}
            />
          ),
        },
      ]}
    />
  );
}
