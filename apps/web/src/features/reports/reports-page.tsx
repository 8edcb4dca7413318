import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { reportOf } from '@shop/contracts/report-catalogue';
import { PageContainer } from '../../components/page-container';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { useSession } from '../auth/session-store';
import { getReport } from './api/reports';
import type { ReportDetailState, RunReportState } from './report-state';

/** /reports: one card per report of the login details; one without parameters runs at once (back office 2.8). */
export default function ReportsPage() {
  const reports = useSession((s) => s.detail?.reports) ?? [];
  const navigate = useNavigate();
  const [running, setRunning] = useState<number | null>(null);

  const open = async (r: (typeof reports)[number]) => {
    const state: RunReportState = { headerTitle: r.reportname, reportid: r.reportid, dateparameters: r.dateparameters, orderidparameters: r.orderidparameters };
    if (r.dateparameters === 'Y' || r.orderidparameters === 'Y') return navigate(paths.runReport, { state });
    setRunning(r.reportid);
    try {
      const { filename } = await getReport({ reportid: r.reportid, headerTitle: r.reportname });
      navigate(paths.reportDetail, { state: { headerTitle: r.reportname, filename } satisfies ReportDetailState });
    } catch (err) {
      await showFailure(err);
    } finally {
      setRunning(null);
    }
  };

  return (
    <PageContainer title="Reports">
      {reports.length === 0 ? (
        <Text>No reports are available to this account.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {reports.map((r) => (
            <Card key={r.reportid} withBorder padding="lg" radius="md">
              <Text fw={600} size="lg">
                {r.reportname}
              </Text>
              <Text size="sm" c="dimmed" mb="md">
                {r.dateparameters === 'Y' ? 'By date range (FROM and TO)' : r.orderidparameters === 'Y' ? 'By order id range' : 'As it stands now'}
              </Text>
              <Group>
                <Button onClick={() => void open(r)} loading={running === r.reportid} aria-label={`Run Report: ${r.reportname}`}>
                  Run Report
                </Button>
                {reportOf(r.reportid)?.extract && (
                  <Button variant="default" onClick={() => navigate(paths.reportExtract, { state: { headerTitle: r.reportname, reportid: r.reportid, dateparameters: r.dateparameters, orderidparameters: r.orderidparameters } satisfies RunReportState })} aria-label={`Extract: ${r.reportname}`}>
                    Extract
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
