import type { Executor } from './client.ts';
import { deliveryZones } from './schema.ts';

type Corner = [lat: number, lng: number];

const mapData = (corners: Corner[]) => ({
  center: { lat: 52.2297, lng: 21.0122 },
  zoom: 11,
  coords: corners.map(([lat, lng]) => ({ lat, lng })),
});

/** Warsaw's delivery areas around the demo pickup point: the centre, two districts, one paused. */
export async function seedDemoDeliveryZones(db: Executor) {
  await db.insert(deliveryZones).values([
    {
      name: { en: 'City centre', pl: 'Śródmieście', ru: 'Центр' },
      cost: 0,
      service_time: 30,
      google_map_data: mapData([
        [52.252, 20.975],
        [52.252, 21.03],
        [52.215, 21.045],
        [52.212, 20.985],
      ]),
    },
    {
      name: { en: 'Mokotów', pl: 'Mokotów', ru: 'Мокотув' },
      cost: 9,
      service_time: 45,
      google_map_data: mapData([
        [52.212, 20.985],
        [52.215, 21.045],
        [52.175, 21.07],
        [52.16, 21.0],
        [52.185, 20.965],
      ]),
    },
    {
      name: { en: 'Praga', pl: 'Praga', ru: 'Прага' },
      cost: 12,
      service_time: 50,
      google_map_data: mapData([
        [52.27, 21.035],
        [52.28, 21.085],
        [52.235, 21.11],
        [52.225, 21.055],
      ]),
    },
    {
      name: { en: 'Wilanów', pl: 'Wilanów', ru: 'Вилянув' },
      cost: 15,
      service_time: 60,
      is_enabled: false,
      google_map_data: mapData([
        [52.175, 21.07],
        [52.17, 21.12],
        [52.14, 21.11],
        [52.145, 21.06],
      ]),
    },
  ]);
}
