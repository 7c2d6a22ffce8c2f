import type { Database } from '../../db/client.ts';
import {
  customerGroups,
  customers,
  orderItems,
  orders,
  productCategories,
  products,
} from '../../db/schema.ts';

const at = (text: string) => new Date(text);

/**
 * A fixed restaurant for audience tests: two groups, a category with a subcategory, three products,
 * five customers (one disabled) and their orders (one cancelled).
 */
export async function seedFunnelAudience(db: Database) {
  const [regulars, staff] = await db
    .insert(customerGroups)
    .values([{ name: 'Regulars' }, { name: 'Staff' }])
    .returning();
  const [pizza] = await db
    .insert(productCategories)
    .values({ name: { en: 'Pizza' }, slug: 'pizza-f' } as never)
    .returning();
  const [vegan, drinks] = await db
    .insert(productCategories)
    .values([
      { name: { en: 'Vegan pizza' }, slug: 'vegan-f', parent_category_id: pizza!.id },
      { name: { en: 'Drinks' }, slug: 'drinks-f' },
    ] as never)
    .returning();
  const [margherita, veganPizza, cola] = await db
    .insert(products)
    .values([
      { name: { en: 'Margherita' }, category_id: pizza!.id },
      { name: { en: 'Vegan' }, category_id: vegan!.id },
      { name: { en: 'Cola' }, category_id: drinks!.id },
    ] as never)
    .returning();
  const [anna, bob, cyril, dana, eve] = await db
    .insert(customers)
    .values([
      {
        first_name: 'Anna',
        phone: '+48600000001',
        email: 'anna@example.com',
        customer_group_id: regulars!.id,
        created_at: at('2026-01-01T10:00:00Z'),
      },
      {
        first_name: 'Bob',
        phone: '+48600000002',
        telegram_chat_id: '5001',
        customer_group_id: staff!.id,
        created_at: at('2026-02-01T10:00:00Z'),
      },
      {
        first_name: 'Cyril',
        phone: '+48600000003',
        push_token: 'device-3',
        created_at: at('2026-03-01T10:00:00Z'),
      },
      {
        first_name: 'Dana',
        phone: '+48600000004',
        customer_group_id: regulars!.id,
        is_enabled: false,
        created_at: at('2026-03-01T10:00:00Z'),
      },
      { first_name: 'Eve', phone: '+48600000005', created_at: at('2026-03-15T12:00:00Z') },
    ])
    .returning();
  const order = async (customerId: number, productId: number, createdAt: string, status = 'COMPLETED') => {
    const [row] = await db
      .insert(orders)
      .values({ customer_id: customerId, source: 'website', status, created_at: at(createdAt) })
      .returning();
    await db
      .insert(orderItems)
      .values({ order_id: row!.id, product_id: productId, name: { en: 'x' }, qty: 1 });
  };
  await order(anna!.id, veganPizza!.id, '2026-03-01T12:00:00Z');
  await order(anna!.id, cola!.id, '2026-02-01T12:00:00Z');
  await order(bob!.id, cola!.id, '2026-04-01T12:00:00Z');
  await order(cyril!.id, margherita!.id, '2026-04-10T12:00:00Z', 'CLOSED');
  await order(dana!.id, margherita!.id, '2026-04-10T12:00:00Z');
  return {
    groups: { regulars: regulars!, staff: staff! },
    categories: { pizza: pizza!, vegan: vegan!, drinks: drinks! },
    products: { margherita: margherita!, veganPizza: veganPizza!, cola: cola! },
    customers: { anna: anna!, bob: bob!, cyril: cyril!, dana: dana!, eve: eve! },
  };
}
