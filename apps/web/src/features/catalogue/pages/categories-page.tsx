import { useEffect } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { CategorySummary } from '@shop/contracts/catalogue';
import { BackLink } from '../../../components/back-link';
import { PageContainer } from '../../../components/page-container';
import { useSession } from '../../auth/session-store';
import { useStores } from '../api/get-stores';
import { useSelection } from '../selection-store';
import { CategoryCard } from '../components/category-card';
import { EmptyState } from '../components/empty-state';
import { paths } from '../../../app/paths';

const grid = { base: 2, sm: 3, md: 4 };

/** The categories of one store (state storeid, else the chosen store). */
export default function CategoriesPage() {
  const state = useLocation().state as { storeid?: string } | null;
  const selection = useSelection();
  const storeid = state?.storeid ?? selection.storeid;
  const stores = useStores(selection.airportid, selection.direction);
  const known = useSession((s) => s.detail?.stores);
  const navigate = useNavigate();
  const store = (stores.data ?? known)?.find((s) => s.storeid === storeid);

  // The header trail ends at this store: no category is chosen on its categories page.
  useEffect(() => {
    const chosen = useSelection.getState();
    if (store && (store.storeid !== chosen.storeid || chosen.categoryid !== null)) {
      chosen.choose({ storeid: store.storeid, storename: store.name, categoryid: null, categoryname: null });
    }
  }, [store]);

  if (!storeid) return <Navigate to={paths.home} replace />;

  // The products page puts the category on the trail once it shows (use-shop-context): set here, it would
  // name a category while this page is still on screen, and a click on the trail then would keep it.
  const open = (category: CategorySummary) => {
    if (!store) return;
    navigate(paths.storeProducts, { state: { category, storeid: store.storeid, storename: store.name } });
  };
  const back = (
    <BackLink to={paths.stores}>All stores</BackLink>
  );

  if (!store && stores.isPending && selection.airportid) {
    return (
      <PageContainer title="Categories">
        <SimpleGrid cols={grid}>{[0, 1, 2, 3].map((n) => <Skeleton key={n} h={180} />)}</SimpleGrid>
      </PageContainer>
    );
  }
  const categories = store?.categories ?? [];
  return (
    <PageContainer title={store?.name ?? 'Categories'} aside={back}>
      {categories.length === 0 ? (
        <EmptyState message="No Category found for selected store!!" />
      ) : (
        <SimpleGrid cols={grid} spacing="md">
          {categories.map((c, i) => <CategoryCard key={c.categoryid} category={c} eager={i < 8} onOpen={open} />)}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
