/**
 * Which local dates a range starts and ends on, worked out here (no round trip): the key of the
 * day grids keyRanges keeps, since a zone's days never move. Answers null where it cannot tell.
 */
const posixOffset = /^<([+-])(\d\d)(\d\d)>[+-]\d\d:\d\d$/;
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();

function dateFormatOf(zone: string): Intl.DateTimeFormat | null {
  if (!dateFormats.has(zone)) {
    if (dateFormats.size >= 1000) dateFormats.clear();
    let format: Intl.DateTimeFormat | null = null;
    try {
      // en-CA writes dates as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    dateFormats.set(zone, format);
  }
  return dateFormats.get(zone) ?? null;
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

/** A small store of day grids by zone and local dates; the oldest go first. */
export function createGridCache<Grid>(limit = 200) {
  const grids = new Map<string, Grid>();
  return {
    get: (key: string) => grids.get(key),
    set(key: string, grid: Grid) {
      if (grids.size >= limit) grids.delete(grids.keys().next().value as string);
      grids.set(key, grid);
    },
  };
}
