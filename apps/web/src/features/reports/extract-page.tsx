import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { alertDialog } from '../../lib/dialogs';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { getReport } from './api/reports';
import { DateRange, rangeProblem } from './date-range';
import { ReportFrame } from './report-frame';
import { isRunReportState, yyyymmdd } from './report-state';

/** The extract screen: a date range, then the CSV in an iframe 800 high and 80% wide (back office 2.8 and 9). */
export default function ExtractPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const [range, setRange] = useState({ from: '', to: '' });
  const [filename, setFilename] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!isRunReportState(state)) return <Navigate to={paths.reports} replace />;
  const dated = state.dateparameters === 'Y';

  const run = async () => {
    const problem = dated ? rangeProblem(range.from, range.to) : null;
    if (problem) return alertDialog({ title: 'Oops!', message: problem, button: 'Close' });
    setBusy(true);
    try {
      const res = await getReport({ extractid: state.reportid, ...(dated ? { startdate: yyyymmdd(range.from), enddate: yyyymmdd(range.to) } : {}) });
      setFilename(res.filename);
    } catch (err) {
      await showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={`${state.headerTitle} Extract`}>
      <Stack gap="md">
        {dated && <DateRange from={range.from} to={range.to} onChange={setRange} />}
        <Group>
          <Button onClick={() => void run()} loading={busy}>
            Run Extract
          </Button>
          <Button variant="default" onClick={() => navigate(paths.reports)}>
            Back
          </Button>
        </Group>
        {filename && <ReportFrame key={filename} filename={filename} title={`${state.headerTitle} Extract`} extract />}
      </Stack>
    </PageContainer>
  );
}
