/** Keys of ordersForInterval: `2026-11-25T14:00+02:00` (an hour, local) or `2026-11-25` (a day, local). */
const isHourKey = (key: string) => key.includes('T');

/** "14:00" for an hour, "25 Nov" (in the language's order) for a day. */
export function shortIntervalLabel(key: string, language: string): string {
  if (isHourKey(key)) return key.slice(11, 16);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  );
}

/** "Tuesday, 25 November 2026" for a day, with ", 14:00" for an hour. */
export function longIntervalLabel(key: string, language: string): string {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${key.slice(0, 10)}T00:00:00Z`),
  );
  return isHourKey(key) ? `${day}, ${key.slice(11, 16)}` : day;
}
