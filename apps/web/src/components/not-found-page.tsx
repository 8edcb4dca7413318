import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { paths } from '../app/paths';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Jamaica Airports Duty Free';
  }, []);
  return (
    <Stack align="center" gap="md" py={80} px="md">
      <Text fz={72} fw={800} c="teal.7" lh={1}>404</Text>
      <Title order={1} size="h2" ta="center">Oops! Page not found.</Title>
      <Text c="dimmed" ta="center">The page you are looking for does not exist or is not open to your account.</Text>
      <Button component={Link} to={paths.home}>Back To Home</Button>
    </Stack>
  );
}
