import { Divider, Stack } from '@mantine/core';
import type { GetProductsData } from '@shop/contracts/catalogue';
import { BrandFilter } from './brand-filter';
import { FiltersSkeleton } from './filters-skeleton';
import { PriceFilter } from './price-filter';
import type { ProductFilters as Filters } from './use-product-filters';

interface Props {
  filters: Filters;
  data: GetProductsData | undefined;
}

/**
 * Price and brand filters: the sidebar on wide screens, the Filters drawer on phones. Loaded with the
 * sidebar or the drawer, not with the page (the slider, brand boxes and scroll area weigh more than the grid).
 */
export default function ProductFilters({ filters, data }: Props) {
  if (!data) return <FiltersSkeleton />;
  return (
    <Stack gap="lg">
      <PriceFilter bounds={[data.pricemin, data.pricemax]} value={filters.price} onChange={filters.setPrice} />
      <Divider />
      <BrandFilter
        brands={data.brands}
        outOfRange={data.brandsoutofrange}
        selected={filters.brands}
        onChange={filters.setBrands}
      />
    </Stack>
  );
}
