import { Divider, Stack } from '@mantine/core';
import type { GetProductsData } from '@shop/contracts/catalogue';
import { BrandFilter } from './brand-filter';
import { PriceFilter } from './price-filter';
import type { ProductFilters as Filters } from './use-product-filters';

interface Props {
  filters: Filters;
  data: GetProductsData | undefined;
}

/** Price and brand filters: the sidebar on wide screens, the Filters drawer on phones. */
export function ProductFilters({ filters, data }: Props) {
  return (
    <Stack gap="lg">
      <PriceFilter
        bounds={data ? [data.pricemin, data.pricemax] : [0, 1000]}
        value={filters.price}
        onChange={filters.setPrice}
      />
      <Divider />
      <BrandFilter brands={data?.brands ?? []} selected={filters.brands} onChange={filters.setBrands} />
    </Stack>
  );
}
