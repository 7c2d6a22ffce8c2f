import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Corners as [lng, lat] pairs, as one reads them off a grid. */
const shape = (...corners: [number, number][]) => ({
  center: { lat: 1.5, lng: 1.5 },
  zoom: 10,
  coords: corners.map(([lng, lat]) => ({ lat, lng })),
});
// A U: two arms (lng 0..1 and 2..3) rising from a base (lat 0..1), with a notch between them.
const uShape = shape([0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3]);
const square = (west: number, south: number, east: number, north: number) =>
  shape([west, south], [east, south], [east, north], [west, north]);

describe('delivery zones', () => {
  let api: TestApp;
  let uZone: number;
  let cheapZone: number;
  const check = (lng: number, lat: number, token?: string | null) =>
    api.post('/api/delivery_zone/check_point_in_polygon', { lat, lng }, { token });
  const zoneAt = async (lng: number, lat: number) => (await check(lng, lat)).body.zone?.id ?? null;

  beforeAll(async () => {
    api = await createTestApp();
    const create = async (body: object) => {
      const response = await api.post('/api/delivery_zone', body);
      expect(response.status).toBe(201);
      return response.body.delivery_zone.id as number;
    };
    uZone = await create({ name: { en: 'U' }, cost: 10, service_time: 30, google_map_data: uShape });
    // Overlaps the U's right arm and base, cheaper.
    cheapZone = await create({
      name: { en: 'Cheap' },
      cost: 5,
      service_time: 20,
      google_map_data: square(2.5, 0, 4, 1),
    });
    // Free but switched off, over the U's left foot; and a zone never drawn (made from the modal).
    await create({
      name: { en: 'Off' },
      cost: 0,
      service_time: 10,
      is_enabled: false,
      google_map_data: square(0, 0, 1, 1),
    });
    await create({ name: { en: 'Undrawn' }, cost: 0, service_time: 10 });
  });
  afterAll(() => api.close());

  it('finds the zone of points inside a concave shape, not in its notch', async () => {
    expect(await zoneAt(0.5, 2)).toBe(uZone);
    expect(await zoneAt(1.5, 0.5)).toBe(uZone);
    expect(await zoneAt(1.5, 2)).toBeNull();
    expect(await zoneAt(10, 10)).toBeNull();
  });

  it('counts points on edges and corners as inside', async () => {
    expect(await zoneAt(1.5, 0)).toBe(uZone);
    expect(await zoneAt(1.5, 1)).toBe(uZone);
    expect(await zoneAt(1, 2)).toBe(uZone);
    expect(await zoneAt(2, 1)).toBe(uZone);
    expect(await zoneAt(0, 3)).toBe(uZone);
  });

  it('answers the cheapest enabled zone where zones overlap, skipping disabled ones', async () => {
    expect(await zoneAt(2.75, 0.5)).toBe(cheapZone);
    expect(await zoneAt(3.5, 0.5)).toBe(cheapZone);
    expect(await zoneAt(0.5, 0.5)).toBe(uZone);
    const answer = await check(2.75, 0.5);
    expect(answer.status).toBe(200);
    expect(answer.body.zone).toMatchObject({ name: { en: 'Cheap' }, cost: 5, service_time: 20 });
  });

  it('needs a token and a point on the Earth', async () => {
    expect((await check(1, 1, null)).status).toBe(401);
    const far = await check(200, 1);
    expect(far.status).toBe(422);
    expect(far.body.errors).toEqual({ lng: 'messages.invalid_coordinates' });
    const text = await api.post('/api/delivery_zone/check_point_in_polygon', { lat: 'north' });
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors).sort()).toEqual(['lat', 'lng']);
  });

  it('saves the pickup point as { id, name } and accepts serviceTime', async () => {
    const point = await api.post('/api/pickup_point', { name: { en: 'Centrum' } });
    const pickupId = point.body.pickup_point.id;
    const created = await api.post('/api/delivery_zone', {
      name: { en: 'North', pl: 'Północ' },
      cost: 12.5,
      serviceTime: 45,
      pickup_point: pickupId,
    });
    expect(created.status).toBe(201);
    expect(created.body.delivery_zone).toMatchObject({
      cost: 12.5,
      service_time: 45,
      pickup_point: { id: pickupId, name: { en: 'Centrum' } },
      google_map_data: null,
      is_enabled: true,
    });
    const form = new FormData();
    form.set('serviceTime', '50');
    form.set('google_map_data', JSON.stringify(uShape));
    const updated = await api.postForm(`/api/delivery_zone/${created.body.delivery_zone.id}`, form);
    expect(updated.status).toBe(200);
    expect(updated.body.delivery_zone).toMatchObject({ service_time: 50, google_map_data: uShape });
    const unknown = await api.post('/api/delivery_zone', {
      name: { en: 'X' },
      cost: 1,
      service_time: 1,
      pickup_point: 99999,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ pickup_point: 'messages.not_found' });
  });

  it('refuses missing or negative amounts', async () => {
    const empty = await api.post('/api/delivery_zone', { name: { en: 'X' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ cost: 'messages.required', service_time: 'messages.required' });
    const negative = await api.post('/api/delivery_zone', { name: { en: 'X' }, cost: -1, service_time: -5 });
    expect(negative.body.errors).toEqual({
      cost: 'messages.only_positive_or_zero',
      service_time: 'messages.only_positive_or_zero',
    });
  });

  it.each([
    ['two points', shape([0, 0], [1, 1]), 'messages.zone_too_few_points'],
    ['a bow tie', shape([0, 0], [1, 1], [1, 0], [0, 1]), 'messages.zone_self_intersects'],
    ['a corner off the Earth', shape([0, 0], [0, 95], [1, 1]), 'messages.invalid_coordinates'],
  ])('refuses %s with 422 on google_map_data', async (_, google_map_data, message) => {
    const response = await api.post('/api/delivery_zone', {
      name: { en: 'Bad' },
      cost: 1,
      service_time: 1,
      google_map_data,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ google_map_data: message });
    const edit = await api.post(`/api/delivery_zone/${uZone}`, { google_map_data });
    expect(edit.body.errors).toEqual({ google_map_data: message });
  });

  it('documents the point check', () => {
    const document = api.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths['/api/delivery_zone/check_point_in_polygon']?.post).toBeDefined();
  });
});
