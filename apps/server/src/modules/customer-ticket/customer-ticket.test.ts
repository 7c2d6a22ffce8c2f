import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('customer tickets (the CRM board)', () => {
  let api: TestApp;
  let customerId: number;
  beforeAll(async () => {
    api = await createTestApp();
    const customer = await api.post('/api/customer', {
      first_name: 'Anna',
      last_name: 'Nowak',
      phone: '+48600111333',
    });
    customerId = customer.body.customer.id;
  });
  afterAll(() => api.close());

  it('creates a ticket in OPEN whatever status is sent, with its customer and phone', async () => {
    const created = await api.post('/api/customer_ticket', {
      title: 'Call back about the cake',
      description: 'Wants a birthday cake for 12 people on Saturday',
      status: 'DONE',
      customer: customerId,
    });
    expect(created.status).toBe(201);
    expect(created.body.customer_ticket).toMatchObject({
      title: 'Call back about the cake',
      status: 'OPEN',
      customer: { id: customerId, first_name: 'Anna', last_name: 'Nowak', phone: '+48600111333' },
    });
  });

  it('moves a ticket between columns by its status, and refuses an unknown one', async () => {
    const created = await api.post('/api/customer_ticket', { title: 'Refund a late order' });
    const id = created.body.customer_ticket.id;
    const moved = await api.post(`/api/customer_ticket/${id}`, { status: 'IN_PROGRESS' });
    expect(moved.status).toBe(200);
    expect(moved.body.customer_ticket).toMatchObject({ status: 'IN_PROGRESS', title: 'Refund a late order' });
    const refused = await api.post(`/api/customer_ticket/${id}`, { status: 'ARCHIVED' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('status');
  });

  it('requires a title, and a customer that exists', async () => {
    const untitled = await api.post('/api/customer_ticket', { title: '  ', description: 'x' });
    expect(untitled.status).toBe(422);
    expect(untitled.body.errors).toEqual({ title: 'messages.required' });
    const unknownCustomer = await api.post('/api/customer_ticket', { title: 'Ghost', customer: 999_999 });
    expect(unknownCustomer.status).toBe(422);
    expect(unknownCustomer.body.errors).toHaveProperty('customer');
  });

  it('lists every ticket for the board and keeps a customer with tickets from being deleted', async () => {
    const board = await api.get('/api/customer_ticket?skipPagination=true');
    expect(board.status).toBe(200);
    expect(board.body.items.length).toBeGreaterThanOrEqual(2);
    expect((await api.delete(`/api/customer/${customerId}`)).status).toBe(409);
  });

  it('takes multipart like the board sends it', async () => {
    const form = new FormData();
    form.set('title', 'From the modal');
    form.set('status', 'OPEN');
    form.set('customer', String(customerId));
    form.set('description', '');
    const created = await api.postForm('/api/customer_ticket', form);
    expect(created.status).toBe(201);
    expect(created.body.customer_ticket.customer.id).toBe(customerId);
  });
});
