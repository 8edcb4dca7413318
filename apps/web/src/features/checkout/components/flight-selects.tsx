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
  const lists = [
    { label: 'Airline', value: p.airlineid, pick: p.onAirline, error: p.errors.airline, disabled: p.airlineDisabled, right: p.airlineRight,
      data: [{ value: '', label: p.prompts.airline }, ...p.airlines.map((a) => ({ value: a.airlineid, label: a.description }))] },
    { label: 'Flight', value: p.scheduleid, pick: p.onFlight, error: p.errors.flight, disabled: !p.airlineid, right: undefined,
      data: [{ value: '', label: p.prompts.flight }, ...p.flights.map((f) => ({ value: f.scheduleId, label: p.flightLabel(f) }))] },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {lists.map((l) => (
        <NativeSelect
          key={l.label}
          label={l.label}
          withAsterisk
          value={l.value}
          onChange={(e) => l.pick(e.currentTarget.value)}
          error={l.error}
          disabled={l.disabled}
          rightSection={l.right}
          data={l.data}
        />
      ))}
    </SimpleGrid>
  );
}
