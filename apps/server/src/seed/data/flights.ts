import type { airlines, flights } from '../../db/schema/flights.js';

/** Carriers that serve Montego Bay and Kingston, by their IATA code. */
const carriers: Record<string, string> = {
  AA: 'American Airlines', DL: 'Delta Air Lines', UA: 'United Airlines', B6: 'JetBlue', WN: 'Southwest Airlines',
  NK: 'Spirit Airlines', AC: 'Air Canada', WS: 'WestJet', BA: 'British Airways', VS: 'Virgin Atlantic',
  BW: 'Caribbean Airlines', CM: 'Copa Airlines', JY: 'interCaribbean Airways',
};
export const airlineRows: (typeof airlines.$inferInsert)[] = Object.entries(carriers).map(([airlineid, description]) => ({ airlineid, description }));

const DAILY = '1234567';

// [airline, number, local time, ISO weekdays]; the daily flights make sure every date has a choice.
type Row = [string, number, string, string];

const timetable: Record<'SIA' | 'NMIA', Record<'A' | 'D', Row[]>> = {
  SIA: {
    A: [
      ['AA', 1317, '10:05', DAILY], ['UA', 1025, '10:50', DAILY], ['DL', 1839, '11:10', DAILY], ['WN', 2712, '11:20', '12345'],
      ['AA', 2689, '11:40', DAILY], ['CM', 426, '11:55', '2467'], ['B6', 1755, '12:10', DAILY], ['AC', 1806, '14:10', DAILY],
      ['NK', 1345, '14:30', '1357'], ['WS', 2702, '14:45', '246'], ['VS', 75, '15:50', '36'], ['BA', 2261, '16:15', '257'],
    ],
    D: [
      ['AA', 1318, '11:35', DAILY], ['UA', 1026, '12:15', DAILY], ['DL', 1840, '12:40', DAILY], ['WN', 2713, '12:50', '12345'],
      ['AA', 2690, '13:10', DAILY], ['CM', 427, '13:20', '2467'], ['B6', 1756, '13:45', DAILY], ['AC', 1807, '15:50', DAILY],
      ['NK', 1346, '16:05', '1357'], ['WS', 2703, '16:20', '246'], ['VS', 76, '18:10', '36'], ['BA', 2262, '18:40', '257'],
    ],
  },
  NMIA: {
    A: [
      ['JY', 521, '07:55', '135'], ['BW', 415, '08:30', DAILY], ['CM', 304, '10:00', DAILY], ['AA', 1501, '10:30', DAILY],
      ['DL', 1859, '11:50', '1357'], ['B6', 1661, '12:15', DAILY], ['AC', 1836, '13:20', '2467'], ['NK', 1385, '13:40', DAILY],
      ['WS', 2766, '14:00', '15'], ['BA', 2235, '16:30', '36'],
    ],
    D: [
      ['JY', 522, '08:40', '135'], ['BW', 416, '09:45', DAILY], ['CM', 305, '11:20', DAILY], ['AA', 1502, '12:00', DAILY],
      ['DL', 1860, '13:05', '1357'], ['B6', 1662, '13:30', DAILY], ['AC', 1837, '14:50', '2467'], ['NK', 1386, '15:05', DAILY],
      ['WS', 2767, '15:30', '15'], ['BA', 2236, '18:25', '36'],
    ],
  },
};

/** The weekly timetable as rows of the flights table. */
export function flightRows(): (typeof flights.$inferInsert)[] {
  return (['SIA', 'NMIA'] as const).flatMap((airportid) =>
    (['A', 'D'] as const).flatMap((direction) =>
      timetable[airportid][direction].map(([airlineid, number, time, days]) => ({
        airportid,
        direction,
        airlineid,
        flightid: `${airlineid} ${number}`,
        time,
        days,
      })),
    ),
  );
}
