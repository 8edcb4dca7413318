import { useEffect, useState, type FormEvent } from 'react';
import { Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPlaneInflight, IconPlaneTilt } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session-store';
import { airportNames, directionNames } from '../../catalogue/selection-store';
import { showFailure } from '../../../lib/show-failure';
import { useSchedule } from '../api/get-schedule';
import { validateScheduleId } from '../api/validate-schedule-id';
import { CheckoutLayout } from '../components/checkout-layout';
import { StepGuard } from '../components/guard';
import { FlightSelects } from '../components/flight-selects';
import { ScheduleNotice } from '../components/schedule-notice';
import { StepActions } from '../components/step-actions';
import { useShopper } from '../hooks/use-shopper';
import { airportToday, showDate } from '@shop/contracts/airport-time';
import { flightMessages, inWindow, travelDateWindow } from '../rules/flight-rules';
import { emptyFlight, useDrafts, type FlightDraft } from '../stores/drafts-store';
import { paths } from '../../../app/paths';

type Errors = Partial<Record<'traveldate' | 'airlineid' | 'scheduleid', string>>;

/** /cart/checkout: travel date, airline and flight for the cart's airport and direction; the flight time shows read-only. */
export default function FlightPage() {
  const navigate = useNavigate();
  const shopper = useShopper();
  const user = useSession((s) => s.detail?.userdefault);
  const { flight: draft, setFlight } = useDrafts();
  const dates = user ? travelDateWindow(user, shopper.direction) : { min: airportToday() };
  const sameTrip = draft.airportid === shopper.airportid && draft.direction === shopper.direction;
  const start: FlightDraft = sameTrip && (!draft.traveldate || inWindow(draft.traveldate, dates))
    ? draft
    : { ...emptyFlight, airportid: shopper.airportid, direction: shopper.direction, traveldate: shopper.loungeoperator ? dates.min : '' };
  const [f, setF] = useState<FlightDraft>(start);
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  // A date outside the window is never asked for: the form says so at once.
  const dateOk = inWindow(f.traveldate, dates);
  const schedule = useSchedule(f.airportid, f.direction, dateOk ? f.traveldate : '');

  // The draft follows the form, so a reload keeps the choice.
  useEffect(() => setFlight(f), [f, setFlight]);

  const flights = (schedule.data?.flightschedule ?? []).filter((s) => s.airline === f.airlineid);
  const airlines = (schedule.data?.airlines ?? []).filter((a) => schedule.data?.flightschedule.some((s) => s.airline === a.airlineid));

  const change = (part: Partial<FlightDraft>, clear: (keyof Errors)[]) => {
    setF((prev) => ({ ...prev, ...part }));
    setErrors((prev) => ({ ...prev, ...Object.fromEntries(clear.map((k) => [k, undefined])) }));
  };
  const pickDate = (traveldate: string) => {
    change({ traveldate, airlineid: '', airline: '', scheduleid: '', flightid: '', flighttime: '' }, ['traveldate']);
    if (traveldate && !inWindow(traveldate, dates)) setErrors((prev) => ({ ...prev, traveldate: flightMessages.date }));
  };
  const pickAirline = (airlineid: string) => {
    const airline = airlines.find((a) => a.airlineid === airlineid)?.description ?? '';
    change({ airlineid, airline, scheduleid: '', flightid: '', flighttime: '' }, ['airlineid']);
  };
  const pickFlight = (scheduleid: string) => {
    const s = flights.find((x) => x.scheduleId === scheduleid);
    change({ scheduleid, flightid: s?.flightId ?? '', flighttime: s?.targetDate ?? '' }, ['scheduleid']);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      traveldate: dateOk ? undefined : flightMessages.date,
      airlineid: f.airlineid ? undefined : flightMessages.airline,
      scheduleid: f.scheduleid ? undefined : flightMessages.flight,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (shopper.subscriber) {
      setChecking(true);
      try {
        await validateScheduleId(shopper.direction, f.scheduleid);
      } catch (err) {
        await showFailure(err);
        return;
      } finally {
        setChecking(false);
      }
    }
    navigate(paths.cartPayment);
  };

  const timeShown = flights.find((s) => s.scheduleId === f.scheduleid)?.flighttime ?? (f.flighttime ? f.flighttime.slice(11, 16) : '');
  const DirectionIcon = shopper.direction === 'A' ? IconPlaneTilt : IconPlaneInflight;
  const noFlights = schedule.isSuccess && schedule.data.flightschedule.length === 0;

  return (
    <CheckoutLayout title="Flight Details" step={1}>
      <StepGuard needs={['guest']} />
      <Card padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap">
              <DirectionIcon size={20} aria-hidden />
              <Text fw={600} data-testid="flight-airport">
                {airportNames[shopper.airportid]} · {directionNames[shopper.direction]}
              </Text>
            </Group>
            <TextInput
              type="date"
              label="Travel Date"
              withAsterisk
              min={dates.min}
              max={dates.max}
              value={f.traveldate}
              onChange={(e) => pickDate(e.currentTarget.value)}
              error={errors.traveldate}
              description={dates.max ? `Flights up to ${showDate(dates.max, shopper.subscriber)}` : undefined}
            />
            <ScheduleNotice schedule={schedule} />
            <FlightSelects
              airlines={airlines}
              flights={flights}
              airlineid={f.airlineid}
              scheduleid={f.scheduleid}
              onAirline={pickAirline}
              onFlight={pickFlight}
              errors={{ airline: errors.airlineid, flight: errors.scheduleid }}
              prompts={{ airline: schedule.isFetching ? 'Loading airlines...' : 'Select Airline', flight: 'Select Flight' }}
              flightLabel={(s) => `${s.flightId} (${s.flighttime})`}
              airlineDisabled={!schedule.isSuccess || noFlights}
              airlineRight={schedule.isFetching ? <Loader size={16} aria-label="Loading flights" /> : undefined}
            />
            <TextInput label="Flight Time" readOnly value={timeShown} placeholder="Shown when you pick a flight" data-testid="flight-time" />
          </Stack>
          <StepActions back={{ to: paths.cartGuest, label: 'Guest Information' }} submitLabel="Continue" pending={checking} />
        </form>
      </Card>
    </CheckoutLayout>
  );
}
