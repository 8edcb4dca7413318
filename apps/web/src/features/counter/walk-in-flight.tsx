import { Select } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { addDays, airportToday, showDate } from '@shop/contracts/airport-time';
import type { AirportId, Direction } from '@shop/contracts/common';
import { scheduleQuery } from '../checkout/api/get-schedule';
import type { FlightDraft } from '../checkout/stores/drafts-store';

/**
 * The guest's flight for a walk-in sale: today's and tomorrow's flights of the operator's lounge, grouped by day
 * (day first, as staff read dates) and read as the storefront reads them: "15:50 Air Canada AC 1807".
 */
export function WalkInFlight({ airportid, direction, value, onChange, error }: { airportid: AirportId; direction: Direction; value: string; onChange(f: FlightDraft): void; error?: string }) {
  const today = airportToday();
  const days = [today, addDays(today, 1)];
  const schedules = useQueries({ queries: days.map((d) => ({ ...scheduleQuery(airportid, direction, d), retry: false })) });
  const airlineName = (id: string) => schedules.flatMap((s) => s.data?.airlines ?? []).find((a) => a.airlineid === id)?.description ?? id;
  const flights = schedules.flatMap((s, n) => (s.data?.flightschedule ?? []).map((f) => ({ ...f, day: days[n]!, airlineName: airlineName(f.airline) })));
  const groups = days.map((day, n) => ({
    group: `${n === 0 ? 'Today' : 'Tomorrow'} ${showDate(day, false)}`,
    items: flights
      .filter((f) => f.day === day)
      .sort((a, b) => a.flighttime.localeCompare(b.flighttime))
      .map((f) => ({ value: f.scheduleId, label: `${f.flighttime} ${f.airlineName} ${f.flightId}` })),
  }));
  return (
    <Select
      label="Flight"
      placeholder="Choose the guest's flight"
      searchable
      error={error}
      data={groups.filter((g) => g.items.length > 0)}
      value={value || null}
      onChange={(id) => {
        const f = flights.find((x) => x.scheduleId === id);
        if (f) onChange({ airportid, direction, traveldate: f.day, airlineid: f.airline, airline: f.airlineName, scheduleid: f.scheduleId, flightid: f.flightId, flighttime: f.targetDate });
      }}
    />
  );
}
