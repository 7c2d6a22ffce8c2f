// What the bench seeds and queries, per resource. A resource is used only when its list path
// is in GET /api/docs/json at run time, so the bench follows the API as it grows.

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];

const cityRoots = ['Kras', 'Bial', 'Zel', 'Dub', 'Lip', 'Sos', 'Bor', 'Wol', 'Dom', 'Gor', 'Zam', 'Kam'];
const cityRootsRu = ['Крас', 'Бел', 'Зел', 'Дуб', 'Лип', 'Сос', 'Бор', 'Вол', 'Дом', 'Гор', 'Зам', 'Кам'];
const cityEndings = {
  en: ['ton', 'ville', 'ford', 'burg'],
  pl: ['owo', 'ice', 'no', 'ka'],
  ru: ['ово', 'ск', 'ино', 'град'],
};
const streetNames = [
  'Lipowa',
  'Polna',
  'Leśna',
  'Słoneczna',
  'Krótka',
  'Szkolna',
  'Ogrodowa',
  'Kwiatowa',
  'Parkowa',
  'Długa',
];
const firstNames = [
  'Anna',
  'Piotr',
  'Maria',
  'Jan',
  'Katarzyna',
  'Tomasz',
  'Agnieszka',
  'Paweł',
  'Olga',
  'Ivan',
];
const lastNames = [
  'Nowak',
  'Kowalski',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zielińska',
  'Szymański',
];

/**
 * name: the API resource (/api/<name>); count: how many to seed; body(index, seeded): one POST
 * body; query: the search text, the sort field and a `contains` filter on a text field.
 */
export const benchResources = [
  {
    name: 'city',
    count: 5_000,
    body(index) {
      const random = createRandom(index + 1);
      const root = Math.floor(random() * cityRoots.length);
      const ending = Math.floor(random() * 4);
      const number = index + 1;
      return {
        name: {
          en: `${cityRoots[root]}${cityEndings.en[ending]} ${number}`,
          pl: `${cityRoots[root]}${cityEndings.pl[ending]} ${number}`,
          ru: `${cityRootsRu[root]}${cityEndings.ru[ending]} ${number}`,
        },
        is_enabled: true,
      };
    },
    query: { search: 'Kras', sortBy: ['name'], filter: { name: 'name', value: '77' } },
  },
  {
    name: 'street',
    count: 20_000,
    requires: ['city'],
    body(index, seeded) {
      const random = createRandom(100_000 + index);
      const cityIds = seeded.city;
      return {
        name: `${pick(random, streetNames)} ${index + 1}`,
        city: cityIds[Math.floor(random() * cityIds.length)],
        is_enabled: random() > 0.1,
      };
    },
    query: { search: 'Lipowa', sortBy: ['name'], filter: { name: 'name', value: '99' } },
  },
  {
    name: 'customer',
    count: 5_000,
    body(index) {
      const random = createRandom(200_000 + index);
      return {
        first_name: pick(random, firstNames),
        last_name: pick(random, lastNames),
        phone: `+48${String(500_000_000 + index)}`,
        is_enabled: true,
      };
    },
    query: {
      search: 'Nowak',
      sortBy: ['last_name', 'first_name', 'name'],
      filter: { name: 'last_name', value: 'ski' },
    },
  },
];
