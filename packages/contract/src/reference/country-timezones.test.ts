import en from 'i18n-iso-countries/langs/en.json';
import moment from 'moment-timezone';
import meta from 'moment-timezone/data/meta/latest.json';
import { describe, expect, it } from 'vitest';

/**
 * Builds country-timezones.json, the primary time zone of each country, from the tz database as
 * moment-timezone ships it (a dev dependency, so none of it reaches the browser bundle):
 * - candidates are the zones tz lists for the country (zone.tab), keeping those whose location is in it
 *   (zone1970.tab puts e.g. Asia/Tokyo under AU too, and Europe/Prague under SK);
 * - the primary one is the most populous (moment-timezone's per-zone population), ties to the first listed.
 * Codes that tz has no zone for: Kosovo takes Europe/Belgrade (tz's zone for the former Yugoslavia),
 * the uninhabited Bouvet Island and Heard & McDonald Islands take UTC.
 * A failure here means the tz data changed: refresh with `npx vitest run packages/contract/src/reference -u`.
 */
const notInTz: Record<string, string> = { XK: 'Europe/Belgrade' };

type Meta = {
  countries: Record<string, { zones: string[] } | undefined>;
  zones: Record<string, { countries: string[] } | undefined>;
};

function primaryTimezone(code: string): string {
  const { countries, zones } = meta as Meta;
  const listed = countries[code]?.zones ?? [];
  const located = listed.filter((zone) => zones[zone]?.countries[0] === code);
  let best = notInTz[code] ?? 'UTC';
  let bestPopulation = -1;
  for (const zone of located.length > 0 ? located : listed) {
    const population = moment.tz.zone(zone)?.population ?? 0;
    if (population > bestPopulation) [best, bestPopulation] = [zone, population];
  }
  return best;
}

describe('country time zones', () => {
  it('country-timezones.json matches the tz data', async () => {
    const map = Object.fromEntries(
      Object.keys(en.countries)
        .sort()
        .map((code) => [code, primaryTimezone(code)]),
    );
    await expect(`${JSON.stringify(map, null, 2)}\n`).toMatchFileSnapshot('./country-timezones.json');
  });
});
