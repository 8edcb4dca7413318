import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { Schedule } from '../api/get-schedule';

type Flight = Schedule['flightschedule'][number];

interface Props {
  airlines: Schedule['airlines'];
  /** The chosen airline's flights. */
  flights: Flight[];
  airlineid: string;
  scheduleid: string;
  onAirline: (airlineid: string) => void;
  onFlight: (scheduleid: string) => void;
  errors: { airline?: ReactNode; flight?: ReactNode };
  /** The empty choices' words, as each screen's specification has them. */
  prompts: { airline: string; flight: string };
  flightLabel: (f: Flight) => string;
  airlineDisabled?: boolean;
  airlineRight?: ReactNode;
}

/** The airline and flight lists side by side (one above the other on a phone); a flight waits for its airline. */
export function FlightSelects(p: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label="Airline"
        withAsterisk
        value={p.airlineid}
        onChange={(e) => p.onAirline(e.currentTarget.value)}
        error={p.errors.airline}
        disabled={p.airlineDisabled}
        rightSection={p.airlineRight}
        data={[{ value: '', label: p.prompts.airline }, ...p.airlines.map((a) => ({ value: a.airlineid, label: a.description }))]}
      />
      <NativeSelect
        label="Flight"
        withAsterisk
        value={p.scheduleid}
        onChange={(e) => p.onFlight(e.currentTarget.value)}
        error={p.errors.flight}
        disabled={!p.airlineid}
        data={[{ value: '', label: p.prompts.flight }, ...p.flights.map((f) => ({ value: f.scheduleId, label: p.flightLabel(f) }))]}
      />
    </SimpleGrid>
  );
}
