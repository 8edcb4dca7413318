/** Staff dates are day first (issue #12): 24/11/2026 14:30, in the airport's local time as the browser shows it. */
export function staffDate(iso: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** SIA is Sangster International; any other airport Norman Manley International (back office 2.4). */
export const airportName = (id: string) => (id === 'SIA' ? 'Sangster International' : 'Norman Manley International');
