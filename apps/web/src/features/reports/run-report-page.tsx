import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { reportTexts } from '@shop/contracts/report-catalogue';
import { PageContainer } from '../../components/page-container';
import { alertDialog } from '../../lib/dialogs';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { getReport } from './api/reports';
import { DateRange, rangeProblem } from './date-range';
import { isRunReportState, yyyymmdd, type ReportDetailState } from './report-state';

/** /reports/runreport: Start and End Order ID, or FROM and TO, then Run Report (back office 2.8 and 5.5). */
export default function RunReportPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const [ids, setIds] = useState({ start: '', end: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const [busy, setBusy] = useState(false);
  if (!isRunReportState(state)) return <Navigate to={paths.reports} replace />;

  const run = async () => {
    const byId = state.orderidparameters === 'Y';
    if (byId && (!ids.start.trim() || !ids.end.trim())) return alertDialog({ title: 'Oops!', message: reportTexts.orderIdRequired, button: 'Close' });
    const problem = state.dateparameters === 'Y' ? rangeProblem(range.from, range.to) : null;
    if (problem) return alertDialog({ title: 'Oops!', message: problem, button: 'Close' });
    setBusy(true);
    try {
      const { filename } = await getReport({
        reportid: state.reportid,
        headerTitle: state.headerTitle,
        ...(byId ? { startorderid: ids.start.trim(), endorderid: ids.end.trim() } : {}),
        ...(state.dateparameters === 'Y' ? { startdate: yyyymmdd(range.from), enddate: yyyymmdd(range.to) } : {}),
      });
      navigate(paths.reportDetail, { state: { headerTitle: state.headerTitle, filename } satisfies ReportDetailState });
    } catch (err) {
      await showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={state.headerTitle} size="sm">
      <Stack gap="md">
        {state.orderidparameters === 'Y' && (
          <Group grow align="flex-start">
            <TextInput label="Start Order ID" required value={ids.start} onChange={(e) => setIds({ ...ids, start: e.currentTarget.value })} />
            <TextInput label="End Order ID" required value={ids.end} onChange={(e) => setIds({ ...ids, end: e.currentTarget.value })} />
          </Group>
        )}
        {state.dateparameters === 'Y' && <DateRange from={range.from} to={range.to} onChange={setRange} />}
        <Group>
          <Button onClick={() => void run()} loading={busy}>
            Run Report
          </Button>
          <Button variant="default" onClick={() => navigate(paths.reports)}>
            Back
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
