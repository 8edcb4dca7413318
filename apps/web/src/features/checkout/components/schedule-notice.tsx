import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Schedule } from '../api/get-schedule';

/** Why the flight lists are empty: the schedule failed to load (with a retry), or the date has no flights left. */
export function ScheduleNotice({ schedule }: { schedule: UseQueryResult<Schedule> }) {
  if (schedule.isError) {
    return (
      <Alert color="red" title="Flights could not be loaded" data-testid="schedule-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{schedule.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void schedule.refetch()}>Try again</Button>
        </Stack>
      </Alert>
    );
  }
  if (schedule.isSuccess && schedule.data.flightschedule.length === 0) {
    return (
      <Alert color="gold" title="No flights on this date" data-testid="no-flights">
        No flights can be booked on this date any more. Please choose another date.
      </Alert>
    );
  }
  return null;
}
