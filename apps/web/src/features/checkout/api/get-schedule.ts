import { queryKeys } from '../../../lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@shop/contracts/calls';
import type { AirportId, Direction } from '@shop/contracts/common';
import { call } from '../../../lib/api';

export type Schedule = CallData<'getschedule'>;
export type ScheduleEntry = Schedule['flightschedule'][number];

/** The flights of one airport, direction and travel date (YYYY-MM-DD), with the airlines flying them. */
export const getSchedule = (airportid: AirportId, direction: Direction, traveldate: string): Promise<Schedule> =>
  call('getschedule', { airportid, direction, traveldate });

export const scheduleQuery = (airportid: AirportId, direction: Direction, traveldate: string) =>
  queryOptions({
    queryKey: queryKeys.schedule(airportid, direction, traveldate),
    queryFn: () => getSchedule(airportid, direction, traveldate),
    // Flights close as their time nears: a minute-old list is fine, an hour-old one is not.
    staleTime: 60_000,
  });

/** The schedule for the chosen date; idle until airport, direction and date are known. */
export function useSchedule(airportid: AirportId | null, direction: Direction | null, traveldate: string) {
  return useQuery({
    ...scheduleQuery(airportid ?? 'SIA', direction ?? 'D', traveldate),
    enabled: Boolean(airportid && direction && traveldate),
    retry: false,
  });
}
