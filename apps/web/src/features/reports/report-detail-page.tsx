import { Button } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../app/paths';
import { ReportFrame } from './report-frame';
import { isReportDetailState } from './report-state';

/** /reports/reportdetail: the report file in an iframe under its headerTitle (back office 2.8). */
export default function ReportDetailPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  if (!isReportDetailState(state)) return <Navigate to={paths.reports} replace />;
  return (
    <PageContainer title={state.headerTitle} aside={<Button variant="default" onClick={() => navigate(paths.reports)}>Back</Button>}>
      <ReportFrame filename={state.filename} title={state.headerTitle} />
    </PageContainer>
  );
}
