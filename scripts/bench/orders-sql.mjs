// The orders-list queries the bench sends, as the server's URL and as the SQL the server runs for
// them (the bare route's statements). Keep the SQL in step with http/list-query.ts and
// crud-repository.ts: the comparison is only fair while both run the same statements.

const listed = 'id, number, created_at, status, source, grandtotal, platform_id, viewed_at';
const references = 'customer_id, payment_method_id, shipping_method_id';
const sortColumns = { created_at: 'created_at', grandtotal: 'grandtotal' };
/** The bare route's connections, by which the bench cancels the scans it left running. */
export const bareApplicationName = 'mise-bench-bare';
/** The order resource's estimateCountAbove: above it the total is the planner's estimate. */
export const estimateCountAbove = 10_000;

/**
 * The list queries measured: the first page, a deep page read on from the page before it (the
 * cursor paging next hands over), a status and date filter, sorted by total.
 */
export function listQueries(now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const filter = { status: 'COMPLETED', from: weekAgo, to: now.toISOString() };
  return [
    { name: 'first page', query: { pageIndex: 0, pageSize: 20 } },
    { name: 'deep page (1,000), paged to', query: { pageIndex: 1_000, pageSize: 20 }, readsOn: true },
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
  if (query.after) params.set('after', query.after);
  return `/api/order?${params}`;
}

/** GET /orders?… on the bare route for the same query. */
export const barePath = (query) =>
  `/orders?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The sort of a query, named and directed as the server names it in its cursors. */
export function sortOf(query) {
  const name = sortColumns[query.sortBy ?? 'created_at'] ?? 'created_at';
  return { name, direction: query.direction === 'ASC' ? 'ASC' : 'DESC' };
}

/**
 * The count and page statements for a query arriving at the bare route (values as strings);
 * `after` is the position its cursor names (the server's readCursor).
 */
export function listOrdersSql(query, after) {
  const params = [];
  const conditions = [];
  if (query.status) {
    params.push(query.status, query.from, query.to);
    conditions.push('status = $1', 'created_at >= $2', 'created_at <= $3');
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const { name: sort, direction } = sortOf(query);
  const pageSize = Number(query.pageSize ?? 20);
  const offset = Number(query.pageIndex ?? 0) * pageSize;
  const order = `order by ${sort} ${direction}, id ${direction}`;
  const columns = `${listed}, ${references}, (${sort})::text as sort_key`;
  const pageParams = [...params];
  let page;
  if (after) {
    // Read on from the page before's last row: both sort columns are NOT NULL, a row comparison.
    pageParams.push(after.key, after.id);
    const keyset = `(${sort}, id) ${direction === 'ASC' ? '>' : '<'} ($${params.length + 1}, $${params.length + 2})`;
    page = `select ${columns} from orders ${where ? `${where} and` : 'where'} ${keyset} ${order} limit ${pageSize}`;
  } else if (offset < 1_000) {
    page = `select ${columns} from orders ${where} ${order} limit ${pageSize} offset ${offset}`;
  } else {
    // crud-repository.ts reads a deep page through its ids first (deferredJoinFromOffset).
    page = `select ${columns} from orders
        where id in (select id from orders ${where} ${order} limit ${pageSize} offset ${offset}) ${order}`;
  }
  return {
    estimate: { text: `explain (format json) select 1 from orders ${where}`, params },
    count: { text: `select count(*) as total from orders ${where}`, params },
    page: { text: page, params: pageParams },
  };
}

/** The page's customers and methods in one statement, as http/reference-targets.ts reads them. */
export const referencesSql = `
  select 0 as reference, json_build_object('id', id, 'first_name', first_name, 'last_name', last_name, 'phone', phone) as target
  from customers where id = any($1::int[])
  union all
  select 1, json_build_object('id', id, 'name', name) from payment_methods where id = any($2::int[])
  union all
  select 2, json_build_object('id', id, 'name', name) from shipping_methods where id = any($3::int[])`;
