import { Skeleton, Stack } from '@mantine/core';

/** The shape of a document while it loads. */
export function DocumentSkeleton() {
  return (
    <Stack gap="sm" maw={800} role="status" aria-label="Loading" aria-busy>
      <Skeleton h={14} />
      <Skeleton h={14} w="92%" />
      <Skeleton h={14} w="80%" />
      <Skeleton h={22} w="45%" mt="lg" />
      <Skeleton h={14} />
      <Skeleton h={14} w="88%" />
      <Skeleton h={14} w="60%" />
    </Stack>
  );
}
