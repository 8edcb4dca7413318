import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AirportId, Direction } from '@shop/contracts/common';
import { BackLink } from '../../../components/back-link';
import { PageContainer } from '../../../components/page-container';
import { showFailure } from '../../../lib/show-failure';
import { LoadFailed } from '../../catalogue/components/load-failed';
import { useSchedule } from '../../checkout/api/get-schedule';
import { FlightSelects } from '../../checkout/components/flight-selects';
import { ScheduleNotice } from '../../checkout/components/schedule-notice';
import { changeFlight, refreshOrders } from '../api/change-order';
import { useOrder } from '../api/orders';
import { LoadingBlock } from '../components/loading-block';
import { addDays, airportDate, airportTime, airportToday, showAirportDate } from '@shop/contracts/airport-time';
import { airportName } from '@shop/contracts/enums';
import { useOrderIdFromState } from '../use-order-state';
import { paths } from '../../../app/paths';
import { resultState } from '../result-state';

/** The change-of-flight messages of storefront section 8, word for word. */
export const changeFlightMessages = { airline: 'Please select an airline.', flight: 'Please select flight.' } as const;

type Errors = Partial<Record<'airline' | 'flight', string>>;

/** /order/update-flight: another flight today or tomorrow for the order's airport and direction (UPDATESCHEDULE). */
export default function UpdateFlightPage() {
  const orderid = useOrderIdFromState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(orderid);
  const today = airportToday();
  const tomorrow = addDays(today, 1);
  const [date, setDate] = useState('');
  const [airline, setAirline] = useState('');
  const [flight, setFlight] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const o = order.data?.order;
  const day = date || (o ? (airportDate(o.flight.flighttime) > tomorrow ? tomorrow : airportDate(o.flight.flighttime) < today ? today : airportDate(o.flight.flighttime)) : today);
  const schedule = useSchedule((o?.flight.airportid as AirportId) ?? null, (o?.flight.direction as Direction) ?? null, day);
  if (!orderid) return <Navigate to={paths.home} replace />;
  const back = <BackLink to={paths.orderDetail} state={{ orderid }}>Order Details</BackLink>;
  if (order.isPending) return <PageContainer title="Change Flight" size="sm" aside={back}><LoadingBlock message="Retrieving Orders.." /></PageContainer>;
  if (order.isError || !o) return <PageContainer title="Change Flight" size="sm" aside={back}><LoadFailed message={order.error?.message ?? ''} onRetry={() => void order.refetch()} /></PageContainer>;

  const flights = (schedule.data?.flightschedule ?? []).filter((f) => f.airline === airline && f.scheduleId !== o.flight.scheduleid);
  const airlines = (schedule.data?.airlines ?? []).filter((a) => schedule.data?.flightschedule.some((f) => f.airline === a.airlineid && f.scheduleId !== o.flight.scheduleid));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { airline: airline ? undefined : changeFlightMessages.airline, flight: flight ? undefined : changeFlightMessages.flight };
    setErrors(next);
    if (next.airline || next.flight) return;
    setSaving(true);
    try {
      await changeFlight(o.orderid, o.flight.scheduleid, flight);
      await refreshOrders(queryClient);
      navigate(paths.orderSuccess, { state: resultState('Flight Updated', paths.myOrders) });
    } catch (err) {
      await showFailure(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer title="Change Flight" size="sm" aside={back}>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" data-testid="current-flight">
              Order {o.orderid} is for flight <b>{o.flight.flightid}</b> on {showAirportDate(o.flight.flighttime, true)} at {airportTime(o.flight.flighttime)},{' '}
              {airportName(o.flight.airportid)}.
            </Text>
            <TextInput
              type="date"
              label="Travel Date"
              withAsterisk
              min={today}
              max={tomorrow}
              value={day}
              onChange={(e) => {
                setDate(e.currentTarget.value);
                setAirline('');
                setFlight('');
              }}
              description="Flights of today or tomorrow"
            />
            <ScheduleNotice schedule={schedule} />
            <FlightSelects
              airlines={airlines}
              flights={flights}
              airlineid={airline}
              scheduleid={flight}
              onAirline={(id) => {
                setAirline(id);
                setFlight('');
                setErrors((p) => ({ ...p, airline: undefined }));
              }}
              onFlight={(id) => {
                setFlight(id);
                setErrors((p) => ({ ...p, flight: undefined }));
              }}
              errors={errors}
              prompts={{ airline: 'Select airline', flight: 'Select flight' }}
              flightLabel={(f) => `${f.flightId} · ${f.flighttime}`}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>Update Flight</Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageContainer>
  );
}
