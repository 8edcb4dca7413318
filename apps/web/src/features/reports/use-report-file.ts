import { useEffect, useState } from 'react';
import { reportTexts } from '@shop/contracts/report-catalogue';
import { getReportFile, getReportStatus } from './api/reports';

export interface ReportFileState {
  /** What the frame shows: the PDF, or a CSV as plain text (a browser downloads text/csv instead of showing it). */
  url: string | null;
  /** The file as it is, for Download CSV. */
  download: string | null;
  progress: number;
  error: string | null;
}

const POLL_MS = 500;

/**
 * Polls a report until it is built (its progress shown meanwhile), then fetches it as an object URL for the
 * iframe; the URL is released when the page leaves.
 */
export function useReportFile(filename: string | null): ReportFileState {
  const [state, setState] = useState<ReportFileState>({ url: null, download: null, progress: 0, error: null });
  useEffect(() => {
    if (!filename) return;
    const made: string[] = [];
    const urlOf = (b: Blob) => {
      const u = URL.createObjectURL(b);
      made.push(u);
      return u;
    };
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
      if (stopped) return;
      const download = urlOf(blob);
      const url = blob.type.includes('csv') ? urlOf(new Blob([blob], { type: 'text/plain;charset=utf-8' })) : download;
      setState({ url, download, progress: 100, error: null });
    };
    run().catch((err: unknown) => !stopped && setState((p) => ({ ...p, error: err instanceof Error ? err.message : reportTexts.building })));
    return () => {
      stopped = true;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [filename]);
  return state;
}
