// Storefront order intake under load: a website key posts priced orders (POST /api/storefront/order)
// from 10 connections with autocannon, each from another phone, so customers are created as on a
// real evening. Reports throughput and latency percentiles; every answer must be 201.
import autocannon from 'autocannon';

const connections = 10;
const seconds = Number(process.env.BENCH_INTAKE_SECONDS ?? 10);

/** A cart the demo menu accepts: two dishes without required choices, picked up (no zone needed). */
async function buildCart(api, key, baseUrl) {
  const response = await fetch(`${baseUrl}/api/storefront/menu`, { headers: { 'x-api-key': key } });
  if (!response.ok) throw new Error(`GET /api/storefront/menu answered ${response.status}`);
  const menu = await response.json();
  const simple = menu.products.filter(
    (product) => product.price > 0 && product.product_modifiers.length === 0,
  );
  const { data: shipping } = await api.get('/api/shipping_method?skipPagination=true');
  const pickup = shipping.items.find((method) => !method.show_addresses && method.is_enabled_for_website);
  const { data: payment } = await api.get('/api/payment_method?skipPagination=true');
  const cash = payment.items.find((method) => method.is_enabled && method.is_enabled_for_website);
  const { data: points } = await api.get('/api/pickup_point?skipPagination=true');
  if (simple.length < 2 || !pickup || !cash || points.items.length === 0) {
    throw new Error(
      'The demo data lacks a product, pickup method, payment method or pickup point for the intake bench',
    );
  }
  return {
    items: [
      { product: simple[0].id, qty: 2 },
      { product: simple[1].id, qty: 1 },
    ],
    shipping_method: pickup.id,
    payment_method: cash.id,
    pickup_point: points.items[0].id,
    comment: 'bench',
  };
}

/** Resolves to { connections, seconds, requests, ordersPerSecond, p50, p99, max, non2xx, errors }. */
export async function measureIntake(api, baseUrl) {
  const { data } = await api.post('/api/api_key', { name: 'Bench intake', channel: 'website' });
  const key = data.api_key.key;
  const cart = await buildCart(api, key, baseUrl);
  console.log(`Storefront order intake: ${connections} connections for ${seconds} s`);
  let sequence = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/storefront/order`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    requests: [
      {
        setupRequest: (request) => {
          sequence += 1;
          const phone = `+4850${String(sequence).padStart(7, '0')}`;
          return { ...request, body: JSON.stringify({ ...cart, customer: { phone, first_name: 'Bench' } }) };
        },
      },
    ],
  });
  return {
    connections,
    seconds,
    requests: result.requests.total,
    ordersPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
