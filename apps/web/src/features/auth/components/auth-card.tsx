import { useEffect, type ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

interface Props {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  /** The line below the form: `text`, then a bold link, e.g. "New here? SIGN UP NOW". */
  footer?: { text: string; link: string; to: string };
}

/** The centred card every sign-in screen sits in: fits a 360 px phone, about 420 px wide on larger screens. */
export function AuthCard({ title, subtitle, icon, children, footer }: Props) {
  useEffect(() => {
    document.title = `${title} · Jamaica Airports Duty Free`;
  }, [title]);
  return (
    <Center px="md" py={{ base: 'lg', sm: 48 }}>
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
            {footer.text}{' '}
            <Anchor component={Link} to={footer.to} fw={700}>
              {footer.link}
            </Anchor>
          </Text>
        )}
      </Paper>
    </Center>
  );
}
