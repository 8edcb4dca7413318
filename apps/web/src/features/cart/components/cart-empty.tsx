import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The empty cart, with a way back to the shelves. */
export function CartEmpty({ continueTo }: { continueTo: string }) {
  return (
    <Stack align="center" gap="sm" py={48}>
      <ThemeIcon size={80} radius="xl" variant="light">
        <IconShoppingCartOff size={44} />
      </ThemeIcon>
      <Title order={2} size="h3" ta="center">Your cart is empty!</Title>
      <Text c="dimmed" ta="center">Looks like you haven't made your choice yet</Text>
      <Button component={Link} to={continueTo} mt="sm">Continue Shopping</Button>
    </Stack>
  );
}
