import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light">{icon}</ThemeIcon>
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">{label}</Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

/** Who builds and runs the shop, for technical questions. */
export default function DeveloperContactPage() {
  return (
    <PageContainer title="Developer Contact" size="md">
      <Text mb="lg" maw={640}>
        Found a problem with the website or want to talk about the shop's technology? The development team is glad to help.
        For questions about an order, please use Contact Us instead.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Item icon={<IconMail size={24} />} label="E-mail">
          <Anchor href="mailto:dev@dutyfree.example" fw={600} style={{ overflowWrap: 'anywhere' }}>dev@dutyfree.example</Anchor>
        </Item>
        <Item icon={<IconPhone size={24} />} label="Phone">
          <Anchor href="tel:+18765550199" fw={600}>+1 876 555 0199</Anchor>
        </Item>
        <Item icon={<IconClock size={24} />} label="Hours">
          <Text fw={600}>Monday to Friday</Text>
          <Text size="sm">9:00 am to 5:00 pm (Jamaica time)</Text>
        </Item>
      </SimpleGrid>
    </PageContainer>
  );
}
