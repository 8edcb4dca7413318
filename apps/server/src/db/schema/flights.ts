import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const airlines = pgTable('airlines', {
  airlineid: text('airlineid').primaryKey(),
  description: text('description').notNull(),
});

/** A weekly timetable; a schedule entry is one flight on one date, so the schedule rolls forward by itself. */
export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull(),
    direction: text('direction', { enum: ['A', 'D'] }).notNull(),
    airlineid: text('airlineid')
      .notNull()
      .references(() => airlines.airlineid),
    flightid: text('flightid').notNull(),
    /** Local time HH:MM. */
    time: text('time').notNull(),
    /** ISO weekdays it operates, 1 Monday to 7 Sunday, e.g. "1357". */
    days: text('days').notNull().default('1234567'),
  },
  (t) => [index('flights_airport_direction_idx').on(t.airportid, t.direction)],
);
