/** Dates and times of orders as the airport keeps them (Jamaica, UTC-5 all year). */
const parts = (iso: string) => {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Jamaica', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { y: p.year!, m: p.month!, d: p.day!, time: `${p.hour}:${p.minute}` };
};

/** "11/24/2026" month first for subscribers, "24/11/2026" day first for staff. */
export function showOrderDate(iso: string, monthFirst: boolean): string {
  const { y, m, d } = parts(iso);
  return monthFirst ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

export const showOrderTime = (iso: string): string => parts(iso).time;

export const showOrderDateTime = (iso: string, monthFirst: boolean): string => `${showOrderDate(iso, monthFirst)} ${showOrderTime(iso)}`;

/** The airport's name: SIA is Sangster International, any other Norman Manley International. */
export const airportName = (id: string): string => (id === 'SIA' ? 'Sangster International' : 'Norman Manley International');

/** The local date (YYYY-MM-DD) of an instant at the airport. */
export function airportDate(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${y}-${m}-${d}`;
}
