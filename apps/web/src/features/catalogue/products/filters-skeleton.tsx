import { Divider, Skeleton, Stack } from '@mantine/core';

/** Grey bars in the shape of the filters, while the first answer of a category loads: a status named for screen readers. */
export function FiltersSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading filters" data-testid="filters-loading">
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
