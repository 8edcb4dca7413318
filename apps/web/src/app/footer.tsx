import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePrincipal } from '../features/auth/principal';
import { CurrencyPicker } from '../features/currency/currency-picker';
import { canOpen } from './route-access';
import { allowedLinks, footerColumns } from './nav-links';
import { paths } from './paths';
import classes from './footer.module.css';
import target from '../components/touch-target.module.css';

/** Link lists, each showing only the pages the user's role opens (a vendor's footer has no Cart). */
export function Footer() {
  const who = usePrincipal();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" px="md" py="xl">
        {/* A phone's header has no room for the currency choice (decision 0131): it leads the footer there. */}
        {canOpen('cart', who) && (
          <Box hiddenFrom="sm" mb="lg">
            <Text fw={700} c="gold.4" size="sm" tt="uppercase" lts={1} mb={6}>Prices in</Text>
            <CurrencyPicker wide={false} />
          </Box>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {footerColumns.map((c) => (
            <Stack key={c.title} gap={6}>
              <Text fw={700} c="gold.4" size="sm" tt="uppercase" lts={1}>{c.title}</Text>
              {allowedLinks(c.links, who).map((l) => (
                <Anchor key={l.to} component={Link} to={paths[l.to]} c="gray.2" size="sm" className={target.target}>{l.label}</Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="gray.4" mt="xl" ta="center">
          © 2026 Jamaica Airports Duty Free & Lounges · Sangster International (SIA) · Norman Manley International (NMIA) · Prices in USD
        </Text>
      </Container>
    </Box>
  );
}
