// The orders-list queries the bench sends, as the server's URL and as the SQL the server runs for
// them (the bare route's statements). Keep the SQL in step with http/list-query.ts and
// crud-repository.ts: the comparison is only fair while both run the same statements.

const listed = 'id, number, created_at, status, source, grandtotal, platform_id, viewed_at';
const references = 'customer_id, payment_method_id, shipping_method_id';
const sortColumns = { created_at: 'created_at', grandtotal: 'grandtotal' };
/** The order resource's estimateCountAbove: above it the total is the planner's estimate. */
export const estimateCountAbove = 50_000;

/** The list queries measured: the first page, a deep page, a status and date filter, sorted by total. */
export function listQueries(now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const filter = { status: 'COMPLETED', from: weekAgo, to: now.toISOString() };
  return [
    { name: 'first page', query: { pageIndex: 0, pageSize: 20 } },
    { name: 'deep page (1,000)', query: { pageIndex: 1_000, pageSize: 20 } },
    { name: 'status COMPLETED, last 7 days', query: { pageIndex: 0, pageSize: 20, ...filter } },
    {
      name: 'sorted by total',
      query: { pageIndex: 0, pageSize: 20, sortBy: 'grandtotal', direction: 'DESC' },
    },
  ];
}

/** GET /api/order?… for a bench query. */
export function serverPath(query) {
  const params = new URLSearchParams({
    pageIndex: String(query.pageIndex),
    pageSize: String(query.pageSize),
  });
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (query.direction) params.set('direction', query.direction);
  if (query.status) {
    const filters = [
      { name: 'status', condition: 'equal', value: query.status },
      { name: 'created_at', condition: 'between', value: query.from, value2: query.to },
    ];
    params.set('filters', JSON.stringify(filters));
  }
  return `/api/order?${params}`;
}

/** GET /orders?… on the bare route for the same query. */
export const barePath = (query) =>
  `/orders?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The count and page statements for a query arriving at the bare route (values as strings). */
export function listOrdersSql(query) {
  const params = [];
  const conditions = [];
  if (query.status) {
    params.push(query.status, query.from, query.to);
    conditions.push('status = $1', 'created_at >= $2', 'created_at <= $3');
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const sort = sortColumns[query.sortBy ?? 'created_at'] ?? 'created_at';
  const direction = query.direction === 'ASC' ? 'asc' : 'desc';
  const pageSize = Number(query.pageSize ?? 20);
  const offset = Number(query.pageIndex ?? 0) * pageSize;
  return {
    estimate: { text: `explain (format json) select 1 from orders ${where}`, params },
    count: { text: `select count(*) as total from orders ${where}`, params },
    page: {
      text: `select ${listed}, ${references} from orders ${where}
        order by ${sort} ${direction}, id ${direction} limit ${pageSize} offset ${offset}`,
      params,
    },
  };
}
