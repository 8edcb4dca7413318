import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Card, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { scopeOf, useProducts } from '../api/get-products';
import { FiltersSkeleton } from '../products/filters-skeleton';
import { ProductGrid } from '../products/product-grid';
import { Pager } from '../../../components/pager';
import { ProductToolbar } from '../products/product-toolbar';
import type { ProductsState } from '../products/route-state';
import { useLastAnswer } from '../products/use-last-answer';
import { useProductFilters } from '../products/use-product-filters';
import { useShopContext } from '../products/use-shop-context';
import { paths } from '../../../app/paths';
import { KeptPage, useKeptPage } from '../../../app/kept-view';

// The filters load with the sidebar (wide screens) or the drawer's first opening (phones), after the page.
const ProductFilters = lazy(() => import('../products/product-filters'));
const FiltersDrawer = lazy(() => import('../products/filters-drawer'));

/** /store/products: a store's (or category's) products with search, filters, sort and pages. */
export default function ProductsPage({ aside }: { aside?: ReactNode } = {}) {
  const ctx = useShopContext<ProductsState>();
  const filters = useProductFilters(ctx.storeid, ctx.category?.categoryid);
  const query = useProducts(filters.request);
  const [drawer, { open, close }] = useDisclosure(false);
  // The drawer is made the first time it opens, and kept for its closing transition.
  const [drawerMade, setDrawerMade] = useState(false);
  // The sidebar is made only where it shows (md and up): on a phone the filters live in the drawer, and a
  // hidden sidebar of brand boxes and a price slider cost the phone its first draw for nothing.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`, false, { getInitialValueInEffect: false });
  // A refused or failed answer leaves the brands and price range of the last one on screen.
  const facets = useLastAnswer(query.data, scopeOf(filters.request));
  const kept = useKeptPage();

  // An answer is drawn in a deferred render, which React does in slices of a few milliseconds: drawn at
  // once, a page of cards held a phone's main thread for 250 ms (docs/decisions/0180). Until it is drawn
  // the grid shows as loading (or the kept view stays).
  const data = useDeferredValue(query.data);
  const drawing = data !== query.data;

  if (!ctx.storeid) return <Navigate to={paths.home} replace />;
  // A reload drew the products the visitor left (docs/decisions/0061): they stay until the first answer.
  if (!data && !query.error && kept) return <KeptPage html={kept} />;
  const active = filters.brands.length + (filters.price ? 1 : 0);
  const sidebar = (
    <Suspense fallback={<FiltersSkeleton />}>
      <ProductFilters filters={filters} data={facets} />
    </Suspense>
  );

  return (
    <PageContainer title={ctx.category?.description || ctx.storename || 'Products'} aside={aside}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        {wide && (
          <Box component="aside" w={250} style={{ flexShrink: 0 }} aria-label="Filters">
            <Card padding="md">{sidebar}</Card>
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ProductToolbar
            filters={filters}
            onOpenFilters={() => {
              setDrawerMade(true);
              open();
            }}
            activeFilters={active}
          />
          <ProductGrid
            ctx={ctx}
            products={data?.products}
            loading={query.isFetching || drawing}
            error={query.error}
            onRetry={() => void query.refetch()}
            onClear={filters.brands.length || filters.price || filters.search ? filters.clear : undefined}
          />
          {data && (
            <Pager
              page={filters.page}
              pages={Math.ceil(data.total / data.pagesize)}
              onChange={filters.setPage}
              range={{ first: (data.page - 1) * data.pagesize + 1, last: Math.min(data.page * data.pagesize, data.total), total: data.total }}
            />
          )}
        </Box>
      </Group>
      {drawerMade && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={drawer} onClose={close}>
            {sidebar}
          </FiltersDrawer>
        </Suspense>
      )}
    </PageContainer>
  );
}
