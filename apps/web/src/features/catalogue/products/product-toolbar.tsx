import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { pageSizes, type ProductSort } from '@shop/contracts/enums';
import { fields } from '@shop/contracts/fields';
import type { ProductFilters } from './use-product-filters';

const sorts: { value: ProductSort; label: string }[] = [
  { value: 'product_asc', label: 'Product Name A-Z' },
  { value: 'product_desc', label: 'Product Name Z-A' },
  { value: 'price_asc', label: 'Price Low to High' },
  { value: 'price_desc', label: 'Price High to Low' },
];
const sizes = pageSizes.map(String);

interface Props {
  filters: ProductFilters;
  /** Opens the filter drawer (phones only). */
  onOpenFilters(): void;
  activeFilters: number;
}

/**
 * Text search, sort and page size (native selects: the device's own picker on a phone) above the grid; on
 * phones also the Filters button, beside the search.
 */
export function ProductToolbar({ filters, onOpenFilters, activeFilters }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        label="Search products"
        placeholder="Product name"
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(e) => filters.setSearch(e.currentTarget.value)}
        maxLength={fields.search.max}
        style={{ flex: '1 1 160px' }}
        type="search"
      />
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        onClick={onOpenFilters}
      >
        Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
      </Button>
      <NativeSelect
        label="Sort by"
        data={sorts}
        value={filters.sort}
        onChange={(e) => filters.setSort(e.currentTarget.value as ProductSort)}
        w={190}
        maw={{ base: 'none', xs: 220 }}
        style={{ flex: '1 1 170px' }}
      />
      <NativeSelect
        label="Show"
        data={sizes}
        value={String(filters.pagesize)}
        onChange={(e) => filters.setPageSize(Number(e.currentTarget.value))}
        w={90}
      />
    </Group>
  );
}
