const pad = (number: number) => String(number).padStart(2, '0');

/** Dates in lists: MM-DD-YYYY hh:mm:ss (spec part 1, section 9), local time on a 24-hour clock. */
export function formatListDateTime(value: unknown): string {
  if (!value) return '';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Calendar dates (`YYYY-MM-DD`, no time zone, e.g. a birthday) as MM-DD-YYYY. */
export function formatListDate(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}
