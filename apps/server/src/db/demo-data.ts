import type { UploadStore } from '../http/uploads.ts';
import type { Executor } from './client.ts';
import { seedDemoDeliveryZones } from './demo-delivery-zones.ts';
import { seedDemoFunnels } from './demo-funnels.ts';
import { seedDemoMenu } from './demo-menu/seed-menu.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoOrders } from './demo-orders/demo-orders.ts';
import { seedDemoPaymentAndShipping } from './demo-payment-shipping.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import {
  banners,
  cities,
  customerAddresses,
  customerGroups,
  customers,
  languages,
  pickupPoints,
  streets,
} from './schema.ts';

/**
 * A small living restaurant for newcomers: languages, cities and streets, a pickup point, a few
 * guests, a menu with pictures drawn at seed time (stored through `uploads`), and 90 days of its
 * orders (moved along by the first system user when one exists already).
 */
export async function seedDemoData(db: Executor, uploads: UploadStore, { withOrders = true } = {}) {
  await db.insert(languages).values([
    { code: 'en', title: 'English', is_enabled: true, is_default: true },
    { code: 'pl', title: 'Polski', is_enabled: true, is_default: false },
    { code: 'ru', title: 'Русский', is_enabled: true, is_default: false },
  ]);
  const [warsaw, krakow] = await db
    .insert(cities)
    .values([
      { name: { en: 'Warsaw', pl: 'Warszawa', ru: 'Варшава' } },
      { name: { en: 'Kraków', pl: 'Kraków', ru: 'Краков' } },
      { name: { en: 'Gdańsk', pl: 'Gdańsk', ru: 'Гданьск' } },
      { name: { en: 'Wrocław', pl: 'Wrocław', ru: 'Вроцлав' } },
      { name: { en: 'Poznań', pl: 'Poznań', ru: 'Познань' }, is_enabled: false },
    ])
    .returning({ id: cities.id });
  const [marszalkowska, , floriańska] = await db
    .insert(streets)
    .values([
      { name: 'Marszałkowska', city_id: warsaw.id },
      { name: 'Nowy Świat', city_id: warsaw.id },
      { name: 'Floriańska', city_id: krakow.id },
      { name: 'Grodzka', city_id: krakow.id },
    ])
    .returning({ id: streets.id });
  await db.insert(pickupPoints).values({
    name: { en: 'Mise Centrum', pl: 'Mise Centrum', ru: 'Mise Центр' },
    address: 'Marszałkowska 104',
    city_id: warsaw.id,
    country: 'PL',
    coordinates: '52.2319,21.0067',
    terminal_id: 'T-001',
  });
  await db.insert(banners).values({
    title: { en: 'Lunch menu from 12:00', pl: 'Menu lunchowe od 12:00', ru: 'Ланч-меню с 12:00' },
    url: '/menu/lunch',
  });
  const [regulars] = await db
    .insert(customerGroups)
    .values([
      { name: 'Regulars', discount: 5 },
      { name: 'Friends of the house', discount: 10 },
    ])
    .returning({ id: customerGroups.id });
  const [anna, piotr] = await db
    .insert(customers)
    .values([
      {
        first_name: 'Anna',
        last_name: 'Nowak',
        email: 'anna@example.com',
        phone: '+48501200300',
        platform: 'website',
        customer_group_id: regulars.id,
      },
      { first_name: 'Piotr', last_name: 'Kowalski', phone: '+48602300400', platform: 'bot' },
    ])
    .returning({ id: customers.id });
  await db.insert(customerAddresses).values([
    {
      customer_id: anna.id,
      country: 'PL',
      city_id: warsaw.id,
      street_id: marszalkowska.id,
      street_number: '12',
      flat_no: '4',
    },
    {
      customer_id: piotr.id,
      country: 'PL',
      city_id: krakow.id,
      street_id: floriańska.id,
      street_number: '7',
    },
  ]);
  await seedDemoTickets(db, { anna: anna.id, piotr: piotr.id });
  await seedDemoDeliveryZones(db);
  await seedDemoPaymentAndShipping(db);
  await seedDemoMenu(db, uploads);
  await seedDemoOffers(db);
  if (withOrders) await seedDemoOrders(db);
  await seedDemoFunnels(db);
}
