import { Select } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { AirportId, Direction } from '@shop/contracts/common';
import { scheduleQuery } from '../checkout/api/get-schedule';
import { addDays, airportToday } from '@shop/contracts/airport-time';
import type { FlightDraft } from '../checkout/stores/drafts-store';

/** The guest's flight for a walk-in sale: today's and tomorrow's flights of the operator's lounge. */
export function WalkInFlight({ airportid, direction, value, onChange, error }: { airportid: AirportId; direction: Direction; value: string; onChange(f: FlightDraft): void; error?: string }) {
  const days = [airportToday(), addDays(airportToday(), 1)];
  const schedules = useQueries({ queries: days.map((d) => ({ ...scheduleQuery(airportid, direction, d), retry: false })) });
  const flights = schedules.flatMap((s, n) => (s.data?.flightschedule ?? []).map((f) => ({ ...f, day: days[n]! })));
  return (
    <Select
      label="Flight"
      placeholder="Choose the guest's flight"
      searchable
      error={error}
      data={flights.map((f) => ({ value: f.scheduleId, label: `${f.day} ${f.flighttime} ${f.airline} ${f.flightId}` }))}
      value={value || null}
      onChange={(id) => {
        const f = flights.find((x) => x.scheduleId === id);
        if (f) onChange({ airportid, direction, traveldate: f.day, airlineid: f.airline, airline: f.airline, scheduleid: f.scheduleId, flightid: f.flightId, flighttime: f.targetDate });
      }}
    />
  );
}
