import { Center, Loader } from '@mantine/core';

export function RouteLoading() {
  return (
    <Center py={80}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
