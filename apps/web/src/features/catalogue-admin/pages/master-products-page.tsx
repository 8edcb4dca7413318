import { useState } from 'react';
import { Badge, Box } from '@mantine/core';
import { useNavigate } from 'react-router';
import { masterTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { formatDollars } from '@shop/contracts/money-format';
import { MediaImage } from '../../../components/media-image';
import { useProductMaster } from '../api/get-product-master';
import { updateProductMaster } from '../api/update-product-master';
import { AdminList } from '../components/admin-list';
import { useDebouncedValue } from '@mantine/hooks';
import { ListPager, ListSearch, SEARCH_SETTLE_MS } from '../components/list-search';
import { RowActions } from '../../../components/row-actions';
import { useCatalogueActions } from '../components/use-catalogue-actions';

const PAGE_SIZE = 10;

/** The product master (/masterproducts, /productmaster): #, Image, Product Name, Unit Cost, Notice Quantity, Category, Status, Action. */
export default function MasterProductsPage() {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, SEARCH_SETTLE_MS);
  const [page, setPage] = useState(1);
  const list = useProductMaster({ search: settled, page, pagesize: PAGE_SIZE });
  const navigate = useNavigate();
  const { remove, upload } = useCatalogueActions();
  return (
    <AdminList
      title="Product Master"
      rows={list.data?.products}
      error={list.error}
      loadingText={masterTexts.loading}
      rowKey={(r) => r.productid}
      addTo={paths.masterProductsAdd}
      addLabel="Add Master Product"
      firstIndex={(page - 1) * PAGE_SIZE + 1}
      toolbar={<ListSearch label="Search the product master" value={search} onChange={(v) => (setSearch(v), setPage(1))} />}
      footer={<ListPager total={list.data?.total ?? 0} page={page} pagesize={PAGE_SIZE} onPage={setPage} />}
      columns={[
        {
          label: 'Image',
          cell: (r) => (
            <Box w={56}>
              <MediaImage kind="product" id={r.productreferenceid} alt="" />
            </Box>
          ),
        },
        { label: 'Product Name', cell: (r) => (r.parent === 'Y' ? `${r.productname} (parent)` : r.productname) },
        { label: 'Unit Cost', cell: (r) => formatDollars(r.unitcost) },
        { label: 'Notice Quantity', cell: (r) => r.noticequantity },
        { label: 'Category', cell: (r) => r.categoryname },
        { label: 'Status', cell: (r) => <Badge color={r.status === 'A' ? 'teal' : 'gray'}>{r.status === 'A' ? 'Active' : 'Inactive'}</Badge> },
        {
          label: 'Action',
          cell: (r) => (
            <RowActions
              name={r.productname}
              onUpload={() => upload('PRODUCT', r.productid, r.productname, paths.masterProducts, 'product', r.productreferenceid)}
              onEdit={() => navigate(paths.masterProductsEdit, { state: { productid: r.productid } })}
              onDelete={() => remove('masterproduct', masterTexts.deleteConfirm, () => updateProductMaster({ actiontype: 'DELETE', product: { productid: r.productid } }))}
            />
          ),
        },
      ]}
    />
  );
}
