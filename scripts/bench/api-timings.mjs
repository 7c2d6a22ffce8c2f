// Times the list protocol and GET by id on every seeded resource: sequential, loopback only.

const warmUps = 3;
const runs = 30;

export function summarize(samples) {
  const sorted = [...samples].sort((left, right) => left - right);
  const rank = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  const round = (value) => Number(value.toFixed(1));
  return { p50: round(rank(0.5)), p95: round(rank(0.95)), max: round(sorted.at(-1)) };
}

async function time(api, makePath) {
  for (let index = 0; index < warmUps; index++) await api.get(makePath(index));
  const samples = [];
  let lastData;
  for (let index = 0; index < runs; index++) {
    const { data, milliseconds } = await api.get(makePath(index));
    samples.push(milliseconds);
    lastData = data;
  }
  return { ...summarize(samples), total: lastData?.pagination?.total_items };
}

/** The queries to time for one resource, after asking the list which fields it sorts and filters. */
async function planQueries(api, resource, ids) {
  const path = `/api/${resource.name}`;
  const { data } = await api.get(`${path}?pageSize=20`);
  const fields = new Set((data.filterable ?? []).map((field) => field.name));
  const sortBy = resource.query.sortBy.find((name) => fields.has(name));
  const { filter } = resource.query;
  const lastPage = Math.max(0, data.pagination.pages_count - 1);
  const filters = encodeURIComponent(
    JSON.stringify([{ name: filter.name, condition: 'contains', value: filter.value }]),
  );
  const plan = [
    ['first page', () => `${path}?pageIndex=0&pageSize=20`],
    [`deep page (${lastPage})`, () => `${path}?pageIndex=${lastPage}&pageSize=20`],
    sortBy && [`sort by ${sortBy}`, () => `${path}?pageSize=20&sortBy=${sortBy}&direction=ASC`],
    [
      `search q=${resource.query.search}`,
      () => `${path}?pageSize=20&q=${encodeURIComponent(resource.query.search)}`,
    ],
    fields.has(filter.name) && [
      `filter ${filter.name} contains ${filter.value}`,
      () => `${path}?pageSize=20&filters=${filters}`,
    ],
    ['get by id', (index) => `${path}/${ids[(index * 7919) % ids.length]}`],
  ];
  return { plan: plan.filter(Boolean), rows: data.pagination.total_items };
}

/** Resolves to [{ resource, rows, query, p50, p95, max, total? }] in milliseconds. */
export async function measureApi(api, resources, seededIds) {
  const results = [];
  for (const resource of resources) {
    const ids = seededIds[resource.name];
    if (!ids?.length) continue;
    const { plan, rows } = await planQueries(api, resource, ids);
    console.log(
      `Timing ${resource.name} (${rows.toLocaleString('en-US')} rows): ${plan.length} queries x ${runs} runs`,
    );
    for (const [query, makePath] of plan) {
      results.push({ resource: resource.name, rows, query, ...(await time(api, makePath)) });
    }
  }
  return results;
}
