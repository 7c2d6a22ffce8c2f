import { formatListDate } from '../format.ts';

// A sample date whose parts cannot be mistaken for each other shows the language's order.
const sample = { year: '2001', month: '02', day: '03' };
const sampleText = (language: string) =>
  formatListDate(`${sample.year}-${sample.month}-${sample.day}`, language);

/** The dayjs format a date field shows and is typed in: the order lists use (`MM-DD-YYYY`, `DD.MM.YYYY`). */
export function dateInputFormat(language: string): string {
  return sampleText(language)
    .replace(sample.year, 'YYYY')
    .replace(sample.month, 'MM')
    .replace(sample.day, 'DD');
}

const pad = (text: string) => text.padStart(2, '0');

/**
 * A typed date in the language's order (any separator, one or two digits for day and month), or
 * an ISO date, as `YYYY-MM-DD`; null while it is not (yet) a real date.
 */
export function parseTypedDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = /^(\d{1,2})\D(\d{1,2})\D(\d{4})$/.exec(trimmed);
  let year: string;
  let month: string;
  let day: string;
  if (iso) [, year, month, day] = iso;
  else if (parts) {
    const isDayFirst = dateInputFormat(language).startsWith('DD');
    year = parts[3];
    [day, month] = isDayFirst ? [parts[1], parts[2]] : [parts[2], parts[1]];
  } else return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isReal = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return isReal ? `${year}-${pad(month)}-${pad(day)}` : null;
}
