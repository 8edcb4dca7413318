import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, DEFAULT_PRODUCT_SORT, type ProductSort } from '@shop/contracts/enums';
import type { ProductsRequest } from '../api/get-products';

export type PriceRange = [number, number];

/**
 * The products page's filters. Any filter change goes back to the first page with 10 products
 * (specification, validation rules); the text search waits for a pause in typing.
 */
export function useProductFilters(storeid: string | null, categoryid: number | undefined) {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [brands, setBrandsRaw] = useState<string[]>([]);
  const [price, setPriceRaw] = useState<PriceRange | null>(null);
  const [sort, setSortRaw] = useState<ProductSort>(DEFAULT_PRODUCT_SORT);
  const [page, setPage] = useState(1);
  const [pagesize, setPageSizeRaw] = useState<number>(DEFAULT_PAGE_SIZE);

  const [lastSearch, setLastSearch] = useState(debounced);
  if (debounced !== lastSearch) {
    setLastSearch(debounced);
    setPage(1);
    setPageSizeRaw(DEFAULT_PAGE_SIZE);
  }

  const filterChanged = () => {
    setPage(1);
    setPageSizeRaw(DEFAULT_PAGE_SIZE);
  };

  const request = useMemo<ProductsRequest | null>(
    () =>
      storeid
        ? {
            vendorid: storeid,
            ...(categoryid ? { categoryid } : {}),
            search: debounced,
            brands,
            ...(price ? { minprice: price[0], maxprice: price[1] } : {}),
            sort,
            page,
            pagesize,
          }
        : null,
    [storeid, categoryid, debounced, brands, price, sort, page, pagesize],
  );

  return {
    request,
    search,
    brands,
    price,
    sort,
    page,
    pagesize,
    setSearch: setSearchText,
    setBrands: (next: string[]) => {
      setBrandsRaw(next);
      filterChanged();
    },
    setPrice: (next: PriceRange | null) => {
      setPriceRaw(next);
      filterChanged();
    },
    // The specification lists the sort with the filters: changing it, too, goes back to page 1 of 10.
    setSort: (next: ProductSort) => {
      setSortRaw(next);
      filterChanged();
    },
    setPageSize: (next: number) => {
      setPageSizeRaw(next);
      setPage(1);
    },
    setPage,
    /** Clear filters: no search, no brands, the whole price range. */
    clear: () => {
      setSearchText('');
      setBrandsRaw([]);
      setPriceRaw(null);
      filterChanged();
    },
  };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
