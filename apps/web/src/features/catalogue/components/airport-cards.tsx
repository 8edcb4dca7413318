import { Badge, Loader, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import type { AirportId, Direction } from '@shop/contracts/common';
import { airportNames, directionNames } from '../selection-store';
import classes from './airport-cards.module.css';

/** Only Sangster departure is open (storefront section 1). */
const terminals: { airportid: AirportId; direction: Direction; open: boolean }[] = [
  { airportid: 'SIA', direction: 'D', open: true },
  { airportid: 'SIA', direction: 'A', open: false },
  { airportid: 'NMIA', direction: 'D', open: false },
  { airportid: 'NMIA', direction: 'A', open: false },
];

interface Props {
  onChoose(airportid: AirportId, direction: Direction): void;
  /** airportid + direction of the card whose stores are loading. */
  pending: string | null;
}

/**
 * The four airport and direction cards; the closed ones say Coming soon. The button is the airport's
 * name, stretched over the whole card, so its accessible name is its visible text (WCAG 2.5.3); the
 * badge is the card's decoration, and the closed state is also in the button's name.
 */
export function AirportCards({ onChoose, pending }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {terminals.map((t) => {
        const name = `${airportNames[t.airportid]} ${directionNames[t.direction]}`;
        const Icon = t.direction === 'D' ? IconPlaneDeparture : IconPlaneArrival;
        return (
          <div key={t.airportid + t.direction} className={classes.card} data-open={t.open || undefined}>
            <ThemeIcon size={48} radius="xl" variant={t.open ? 'filled' : 'light'} color={t.open ? 'teal' : 'gray'} aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <UnstyledButton
              className={classes.choose}
              disabled={!t.open}
              onClick={() => onChoose(t.airportid, t.direction)}
              aria-label={t.open ? undefined : `${name}, Coming soon`}
            >
              <Stack gap={2} component="span">
                <Text component="span" fw={700} lh={1.25}>{airportNames[t.airportid]}</Text>{' '}
                <Text component="span" size="sm" c="dimmed">{directionNames[t.direction]}</Text>
              </Stack>
            </UnstyledButton>
            {t.open ? (
              <Badge color="gold.6" c="dark.8" variant="filled" size="lg" rightSection={pending === t.airportid + t.direction ? <Loader size={12} color="dark.8" /> : null}>
                Shop now
              </Badge>
            ) : (
              <Badge color="gray" c="dark.6" variant="light" size="lg">Coming soon</Badge>
            )}
          </div>
        );
      })}
    </SimpleGrid>
  );
}
