import { createBoundedCache } from './bounded-cache.ts';

/**
 * Which local dates a range starts and ends on, worked out here (no round trip): the key of the
 * day grids keyRanges keeps, since a zone's days never move. Answers null where it cannot tell.
 */
const posixOffset = /^<([+-])(\d\d)(\d\d)>[+-]\d\d:\d\d$/;
const dateFormats = createBoundedCache<Intl.DateTimeFormat | null>(1000);

function dateFormatOf(zone: string): Intl.DateTimeFormat | null {
  return dateFormats.getOrCompute(zone, () => {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
  });
}

/** `YYYY-MM-DD` of the instant in the zone (an IANA name or the `<+0530>-05:30` form toDatabaseZone writes). */
export function localDate(zone: string, time: number): string | null {
  const offset = posixOffset.exec(zone);
  if (offset) {
    const [, sign, hours, minutes] = offset;
    const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
    return new Date(time + shift).toISOString().slice(0, 10);
  }
  return dateFormatOf(zone)?.format(time) ?? null;
}
