import { useEffect, useState } from 'react';
import { reportTexts } from '@shop/contracts/report-catalogue';
import { getReportFile, getReportStatus } from './api/reports';

export interface ReportFileState {
  url: string | null;
  progress: number;
  error: string | null;
}

const POLL_MS = 500;

/**
 * Polls a report until it is built (its progress shown meanwhile), then fetches it as an object URL for the
 * iframe; the URL is released when the page leaves.
 */
export function useReportFile(filename: string | null): ReportFileState {
  const [state, setState] = useState<ReportFileState>({ url: null, progress: 0, error: null });
  useEffect(() => {
    if (!filename) return;
    let made: string | null = null;
    let stopped = false;
    const run = async () => {
      for (;;) {
        const s = await getReportStatus(filename);
        if (stopped) return;
        if (s.state === 'failed') throw new Error(s.message);
        if (s.state === 'ready') break;
        setState((p) => ({ ...p, progress: s.progress }));
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const blob = await getReportFile(filename);
      if (!stopped) setState({ url: (made = URL.createObjectURL(blob)), progress: 100, error: null });
    };
    run().catch((err: unknown) => !stopped && setState((p) => ({ ...p, error: err instanceof Error ? err.message : reportTexts.building })));
    return () => {
      stopped = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [filename]);
  return state;
}
