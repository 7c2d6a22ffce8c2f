/** A small seeded generator (mulberry32), so a fuzz run is the same run every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const protoNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

export const hostileTexts = [
  ...protoNames,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍🍳 ﷽',
  'Zażółć gęślą jaźń',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2024-13-45',
  '99999-01-01',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00Z',
  '0000-00-00',
  '1e309',
  '0x1',
  ' 1',
  'NaN',
  'Infinity',
  '-0',
  'true',
  'null',
  '[]',
  '{}',
  '%E0%A4%A',
  'x'.repeat(5_000),
];

export const hostileNumbers = [0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324];

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

export function hostileValue(random: Random): unknown {
  switch (random.int(8)) {
    case 0:
    case 1:
    case 2:
      return random.pick(hostileTexts);
    case 3:
      return random.pick(hostileNumbers);
    case 4:
      return random.pick([null, true, false, [], {}, [1, 'a', null]]);
    case 5:
      return deepNesting(random.pick([5, 50, 400]));
    case 6:
      return Object.fromEntries(protoNames.map((name) => [name, random.pick(hostileTexts)]));
    default:
      return random.pick(['x'.repeat(100_000), 'ą'.repeat(3_000), '9'.repeat(400)]);
  }
}

/** `object.__proto__ = x` would set the prototype; the fuzzer wants a key that JSON sends. */
const setOwn = (object: object, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
};

/** A value the schema allows (roughly), with each part replaced by a hostile one now and then. */
export function sampleValue(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || random.chance(0.15) || depth > 4) return hostileValue(random);
  if (schema.enum) return random.pick(schema.enum);
  if (schema.anyOf) return sampleValue(random.pick(schema.anyOf), random, depth);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date')
        return random.pick(['1990-04-27', '2024-02-29', '2024-13-45', '99999-01-01']);
      if (schema.format === 'date-time')
        return random.pick(['2026-11-24T18:30:00+01:00', '20000-01-01T00:00:00Z']);
      if (schema.format === 'email') return `fuzz${random.int(1000)}@example.com`;
      return random.pick(['Margherita', 'PL', 'en', 'Nowy Świat', '+48600111222', 'a\u0000b', 'ok']);
    case 'integer':
      return random.chance(0.8) ? 1 + random.int(4) : random.pick(hostileNumbers);
    case 'number':
      return random.chance(0.8) ? random.int(100) + 0.25 : random.pick(hostileNumbers);
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return Array.from({ length: random.int(3) }, () => sampleValue(schema.items, random, depth + 1));
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).filter(() => random.chance(0.7));
      const object = Object.fromEntries(
        entries.map(([name, part]) => [name, sampleValue(part, random, depth + 1)]),
      );
      if (typeof schema.additionalProperties === 'object') {
        setOwn(
          object,
          random.pick(['en', 'pl', 'ru', ...protoNames]),
          sampleValue(schema.additionalProperties, random),
        );
      }
      if (random.chance(0.1)) setOwn(object, random.pick(protoNames), hostileValue(random));
      return object;
    }
    default:
      return hostileValue(random);
  }
}
