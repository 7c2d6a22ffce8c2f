import { filterConditions } from '@mise/contract';
import {
  hostileTexts,
  hostileValue,
  type JsonSchema,
  protoNames,
  type Random,
  sampleValue,
} from './fuzz-values.ts';

type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type Endpoint = { method: string; path: string; operation: Operation };
export type FuzzRequest = {
  method: string;
  /** The route's path in the document, e.g. `/api/city/{id}`. */
  route: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Every operation of the OpenAPI document, e.g. `{ method: 'POST', path: '/api/city/{id}' }`. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

const hostileIds = [
  '0x1',
  '1e0',
  '%201',
  '-1',
  '0',
  '99999999999',
  '1.5',
  '__proto__',
  '%00',
  '%E0%A4%A',
  '1;a',
  'null',
];
const listNames = [
  'id',
  'name',
  'createdAt',
  'created_at',
  'city',
  'isEnabled',
  'customerGroup',
  'birthday',
  'email',
];

function encode(value: unknown) {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send the bytes a careless client would
  }
}

function fillPath(path: string, random: Random) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (random.chance(0.25)) return random.pick(hostileIds);
    return name === 'name'
      ? random.pick(['currency', 'brand_name', 'nope', ...protoNames])
      : String(1 + random.int(4));
  });
}

function filtersText(random: Random): string {
  if (random.chance(0.2))
    return random.pick(['[{', '{"a":1}', 'null', '"x"', '[null]', '\u0000', '[[[[[]]]]]']);
  const filters = Array.from({ length: 1 + random.int(3) }, () => ({
    name: random.pick([...protoNames, ...listNames, 'nope']),
    condition: random.chance(0.9) ? random.pick(filterConditions) : random.pick(protoNames),
    value: random.chance(0.5) ? random.pick([1, '1', 'a', '2024-01-01', true]) : hostileValue(random),
    ...(random.chance(0.3) ? { value2: hostileValue(random) } : {}),
  }));
  return JSON.stringify(filters);
}

const queryValues: Record<string, (random: Random) => unknown> = {
  sortBy: (random) => random.pick([...protoNames, ...listNames, 'nope', ...hostileTexts]),
  filters: filtersText,
  q: (random) => random.pick(['ab', 'Warsaw', ...hostileTexts]),
  pageIndex: (random) => random.pick([0, 1, 2 ** 31, 1e21, -1, 'x', ...hostileNumbersText]),
  pageSize: (random) => random.pick([5, 10, 20, 100, 0, 7, 1e9, 'x']),
  skipPagination: (random) => random.pick(['true', 'false', 'yes', '']),
  direction: (random) => random.pick(['ASC', 'desc', 'sideways', '']),
  isActive: (random) => random.pick(['true', '0', 'maybe']),
  format: (random) => random.pick(['json', 'csv', 'xml']),
};
const hostileNumbersText = ['1e309', '0x10', ' 3', '9'.repeat(40)];

function queryOf(endpoint: Endpoint, random: Random): string {
  const parameters = (endpoint.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const pairs = parameters
    .filter(() => random.chance(0.4))
    .map(({ name, schema }) => {
      const value = queryValues[name]?.(random) ?? sampleValue(schema, random);
      return `${name}=${encode(value)}`;
    });
  if (random.chance(0.05))
    pairs.push(random.pick(['q=%E0%A4%A', 'filters=%00', 'sortBy=%', '%=1', 'q=a&q=b']));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

async function multipartOf(values: unknown, random: Random) {
  const form = new FormData();
  for (const [name, value] of Object.entries(
    values && typeof values === 'object' ? values : { value: values },
  )) {
    form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  if (random.chance(0.3)) {
    const bytes = random.pick([[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0, 0, 0], Array(64).fill(7)]);
    form.append(
      random.pick(['image_file', 'video_file', 'favicon_file', 'other']),
      new Blob([new Uint8Array(bytes)]),
      'f.png',
    );
  }
  const request = new Request('http://fuzz', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { headers: { 'content-type': request.headers.get('content-type')! }, payload };
}

function brokenMultipart(random: Random) {
  const boundary = 'fuzzboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n`;
  const bodies = [
    part,
    `${part}--${boundary}\r\nContent-Disposition: form-data; name="image_file"; filename="a.png"\r\n\r\n\u0089PNG`,
    `${part.repeat(300)}--${boundary}--\r\n`,
    'not multipart at all',
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x\r\n--${boundary}--\r\n`,
    `--other\r\n\r\n--other--`,
  ];
  const contentType = random.pick([
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/mixed; boundary=${boundary}`,
  ]);
  return { headers: { 'content-type': contentType }, payload: random.pick(bodies) };
}

const oddContentTypes = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/json; charset=nope',
  '',
];

const brokenJsonTexts = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  '{"a":1}{"a":1}',
  '"x"',
  '1',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  `{"name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
  `{"name":"${'x'.repeat(2_200_000)}"}`,
];

async function bodyOf(endpoint: Endpoint, random: Random) {
  const schema = endpoint.operation.requestBody?.content['application/json']?.schema;
  const mode = random.int(10);
  if (mode < 5)
    return {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleValue(schema, random)),
    };
  if (mode < 7) return multipartOf(sampleValue(schema, random), random);
  if (mode === 7) {
    const text = random.pick(brokenJsonTexts);
    return { headers: { 'content-type': 'application/json' }, payload: text };
  }
  if (mode === 8) return brokenMultipart(random);
  return {
    headers: { 'content-type': random.pick(oddContentTypes) },
    payload: JSON.stringify(sampleValue(schema, random)),
  };
}

const oddHeaders: Record<string, string>[] = [
  { accept: 'application/xml' },
  { accept: 'text/csv' },
  { accept: '*/*;q=0' },
  { accept: 'image/png' },
  { 'accept-encoding': 'identity;q=0, *;q=0' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, nope' },
  { 'accept-language': '\u0000' },
];

/** One request against an endpoint, with hostile path ids, query values, bodies and headers. */
export async function fuzzRequest(endpoint: Endpoint, random: Random): Promise<FuzzRequest> {
  const url = fillPath(endpoint.path, random) + queryOf(endpoint, random);
  const hasBody = endpoint.method === 'POST' || random.chance(0.05);
  const body = hasBody ? await bodyOf(endpoint, random) : { headers: {}, payload: undefined };
  const extra = random.chance(0.15) ? random.pick(oddHeaders) : {};
  return {
    method: endpoint.method,
    route: endpoint.path,
    url,
    headers: { ...body.headers, ...extra },
    payload: body.payload,
  };
}

/** URLs the router and the file servers must survive: bad percent-encoding, odd paths, odd Accept. */
const oddUrls = [
  '/api/%E0%A4%A',
  '/api/city/%E0%A4%A',
  '/api/city?%',
  '/api/city?q=%E0%A4%A',
  '/api/city/..',
  '/%',
  '/api/city/%00',
  '/images/%E0%A4%A',
  '/images/../../etc/passwd',
  '/images/banners/none.png',
  '/videos/stories/%00.mp4',
  '/api/docs',
  '/api/docs/%E0%A4%A',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/nope.js',
  '/',
  '/assets/nope.js',
  '/nope',
];

export function oddRequests(): FuzzRequest[] {
  const headerSets: Record<string, string>[] = [
    {},
    { accept: 'application/xml' },
    { accept: '*/*;q=0' },
    { 'accept-encoding': 'br;q=0, *;q=0' },
  ];
  return oddUrls.flatMap((url) =>
    ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PUT', 'PATCH'].flatMap((method) =>
      headerSets.map((headers) => ({ method, url, route: url, headers })),
    ),
  );
}
