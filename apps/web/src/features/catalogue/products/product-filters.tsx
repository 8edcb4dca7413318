import { Divider, Skeleton, Stack } from '@mantine/core';
import type { GetProductsData } from '@shop/contracts/catalogue';
import { BrandFilter } from './brand-filter';
import { PriceFilter } from './price-filter';
import type { ProductFilters as Filters } from './use-product-filters';

interface Props {
  filters: Filters;
  data: GetProductsData | undefined;
}

/** Grey bars in the shape of the filters, while the first answer of a category loads. */
function FiltersSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading filters" data-testid="filters-loading">
      <Stack gap="xs">
        <Skeleton h={16} w={60} />
        <Skeleton h={8} mt={8} />
        <Skeleton h={14} mt={4} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Skeleton h={16} w={70} />
        <Skeleton h={30} />
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={18} w={`${80 - i * 7}%`} />)}
      </Stack>
    </Stack>
  );
}

/** Price and brand filters: the sidebar on wide screens, the Filters drawer on phones. */
export function ProductFilters({ filters, data }: Props) {
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
