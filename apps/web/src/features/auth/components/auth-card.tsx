import { useEffect, type ReactNode } from 'react';
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface Props {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  /** Links below the form, e.g. back to Sign In. */
  footer?: ReactNode;
}

/** The centred card every sign-in screen sits in: fits a 360 px phone, about 420 px wide on larger screens. */
export function AuthCard({ title, subtitle, icon, children, footer }: Props) {
  useEffect(() => {
    document.title = `${title} · Jamaica Airports Duty Free`;
  }, [title]);
  return (
    <Center px="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap={4} align="center" mb="lg">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center" mt="xs">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" ta="center" mt="lg">
            {footer}
          </Text>
        )}
      </Paper>
    </Center>
  );
}
