import { queryKeys } from '../../../lib/query-keys';
import { useState } from 'react';
import { Badge } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { productTexts } from '@shop/contracts/catalogue-texts';
import { paths } from '../../../app/paths';
import { formatDollars } from '@shop/contracts/money-format';
import { alertDialog, confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';
import { useStoreProducts } from '../api/get-store-products';
import { updateProduct } from '../api/update-product';
import { AdminList } from '../components/admin-list';
import { useDebouncedValue } from '@mantine/hooks';
import { ListPager, ListSearch, SEARCH_SETTLE_MS } from '../components/list-search';
import { RowActions } from '../../../components/row-actions';

const PAGE_SIZE = 10;

/** The store's own products (/products, supervisors): search, paging, Add, edit and delete. */
export default function ProductsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [settled] = useDebouncedValue(search, SEARCH_SETTLE_MS);
  const list = useStoreProducts({ search: settled, page, pagesize: PAGE_SIZE });
  const navigate = useNavigate();
  const queries = useQueryClient();
  const remove = async (productid: number) => {
    if (!(await confirmDialog({ title: 'Delete!', message: productTexts.deleteConfirm, confirm: 'Delete', danger: true }))) return;
    try {
      await updateProduct({ actiontype: 'DELETE', product: { productid } });
      await alertDialog({ title: 'Success!', message: productTexts.deleted });
      void queries.invalidateQueries({ queryKey: queryKeys.storeProducts.all });
    } catch (err) {
      await showFailure(err);
    }
  };
  return (
    <AdminList
      title="Products"
      rows={list.data?.products}
      error={list.error}
      loadingText="Retrieving Products..."
      rowKey={(r) => r.productid}
      addTo={paths.productsAdd}
      addLabel="Add Product"
      firstIndex={(page - 1) * PAGE_SIZE + 1}
      toolbar={<ListSearch label="Search products" value={search} onChange={(v) => (setSearch(v), setPage(1))} />}
      footer={<ListPager total={list.data?.total ?? 0} page={page} pagesize={PAGE_SIZE} onPage={setPage} />}
      columns={[
        { label: 'Product Name', cell: (r) => r.productname },
        { label: 'Category', cell: (r) => r.categoryname },
        { label: 'Quantity', cell: (r) => r.quantity },
        { label: 'Unit Cost', cell: (r) => formatDollars(r.unitcost) },
        { label: 'Status', cell: (r) => <Badge color={r.status === 'A' ? 'teal' : 'gray'}>{r.status === 'A' ? 'Active' : 'Inactive'}</Badge> },
        {
          label: 'Action',
          cell: (r) => (
            <RowActions name={r.productname} onEdit={() => navigate(paths.productsEdit, { state: { productid: r.productid } })} onDelete={() => void remove(r.productid)} />
          ),
        },
      ]}
    />
  );
}
