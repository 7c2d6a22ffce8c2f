import { asc, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import {
  couponProductCategories,
  coupons,
  customerGroups,
  productCategories,
  products,
  promotionProductCategories,
  promotions,
} from './schema.ts';

const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

const workdays = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true };

/** Two coupons and two promotions over the demo menu (after the menu and the customer groups). */
export async function seedDemoOffers(db: Executor) {
  const categories = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories);
  // The demo menu's categories by their English names.
  const categoryId = (name: string) => categories.find((category) => category.name.en === name)?.id;
  const [regulars] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.name, 'Regulars'));
  const [coldDrink] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.category_id, categoryId('Cold drinks') ?? -1))
    .orderBy(asc(products.id))
    .limit(1);

  const [, pizzaCoupon] = await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', discount: 10, is_in_percent: true, allow_guest: true, min_sum: 40 },
      {
        code: 'PIZZA15',
        discount: 15,
        min_sum: 60,
        limit_per_customer: 3,
        customer_group_id: regulars?.id ?? null,
        free_product_id: coldDrink?.id ?? null,
      },
    ])
    .returning({ id: coupons.id });
  const pizza = categoryId('Pizza');
  if (pizza)
    await db.insert(couponProductCategories).values({ coupon_id: pizzaCoupon.id, category_id: pizza });

  const [lunch, evening] = await db
    .insert(promotions)
    .values([
      {
        name: { en: 'Soup at lunch', pl: 'Zupa w porze lunchu', ru: 'Суп в обед' },
        start_date: isoDay(-30),
        end_date: isoDay(60),
        is_in_percent: true,
        discount: 20,
        promotion_hours: [{ start_at: '12:00', end_at: '15:00' }],
        days: workdays,
      },
      {
        name: { en: 'Cold drinks after dark', pl: 'Zimne napoje po zmroku', ru: 'Холодные напитки вечером' },
        start_date: isoDay(-7),
        end_date: null,
        discount: 2,
        promotion_hours: [{ start_at: '21:00', end_at: '01:00' }],
        days: { friday: true, saturday: true, sunday: true },
      },
    ])
    .returning({ id: promotions.id });
  const links = [
    { promotion_id: lunch.id, category_id: categoryId('Soups') },
    { promotion_id: evening.id, category_id: categoryId('Cold drinks') },
  ].filter((link): link is { promotion_id: number; category_id: number } => link.category_id != null);
  if (links.length) await db.insert(promotionProductCategories).values(links);
}
