const pad = (number: number) => String(number).padStart(2, '0');

/**
 * The order people of each interface language read a calendar date in. English keeps the
 * spec's MM-DD-YYYY (part 1, section 9); Polish and Russian read day first, with dots.
 */
const datePatterns: Record<string, (year: string, month: string, day: string) => string> = {
  en: (year, month, day) => `${month}-${day}-${year}`,
  pl: (year, month, day) => `${day}.${month}.${year}`,
  ru: (year, month, day) => `${day}.${month}.${year}`,
};

const patternOf = (language: string) => datePatterns[language.split('-')[0]] ?? datePatterns.en;

/** Dates in lists and filter chips: the language's date, then hh:mm:ss, local time on a 24-hour clock. */
export function formatListDateTime(value: unknown, language: string): string {
  if (!value) return '';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return '';
  const day = patternOf(language)(String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate()));
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Calendar dates (`YYYY-MM-DD`, no time zone, e.g. a birthday) in the language's order. */
export function formatListDate(value: unknown, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match ? patternOf(language)(match[1], match[2], match[3]) : '';
}

/** A calendar date as its month and day in the language ("Nov 24", "24 lis"), e.g. a promotion's first day. */
export function formatMonthDay(value: unknown, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
