import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './footer.module.css';

const columns: { title: string; links: [string, string][] }[] = [
  { title: 'Shop', links: [['/', 'Home'], ['/cart', 'Cart'], ['/orders', 'My Orders'], ['/Servicework', 'How It Works']] },
  { title: 'Help', links: [['/faq', 'FAQ'], ['/Pickuplocations', 'Pick-up Locations'], ['/CustomsAllowances', 'Customs Allowances'], ['/Contactus', 'Contact Us']] },
  { title: 'Policies', links: [['/AboutPayment', 'About Payment'], ['/CancellationPolicy', 'Cancellation Policy'], ['/TermsofUse', 'Terms of Use'], ['/privacy-policy', 'Privacy Policy']] },
  { title: 'About', links: [['/Aboutus', 'About Us'], ['/developer-contact', 'Developer Contact']] },
];

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" px="md" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {columns.map((c) => (
            <Stack key={c.title} gap={6}>
              <Text fw={700} c="gold.4" size="sm" tt="uppercase" lts={1}>{c.title}</Text>
              {c.links.map(([to, label]) => (
                <Anchor key={to} component={Link} to={to} c="gray.2" size="sm">{label}</Anchor>
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
