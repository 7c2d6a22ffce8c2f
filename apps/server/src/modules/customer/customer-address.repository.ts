import type { CustomerAddress, CustomerAddressInput } from '@mise/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, customerAddresses, streets } from '../../db/schema.ts';

/** The SQL side of a customer's address list. */

/** Every address of the given customers, with city and street as `{ id, name }`, in one query. */
export async function findAddressesByCustomer(db: Executor, customerIds: number[]) {
  const byCustomer = new Map<number, CustomerAddress[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .select({
      customerId: customerAddresses.customer_id,
      address: {
        id: customerAddresses.id,
        country: customerAddresses.country,
        street_number: customerAddresses.street_number,
        flat_no: customerAddresses.flat_no,
        entry_code: customerAddresses.entry_code,
        entrance: customerAddresses.entrance,
        floor: customerAddresses.floor,
      },
      city: { id: cities.id, name: cities.name },
      street: { id: streets.id, name: streets.name },
    })
    .from(customerAddresses)
    .leftJoin(cities, eq(cities.id, customerAddresses.city_id))
    .leftJoin(streets, eq(streets.id, customerAddresses.street_id))
    .where(inArray(customerAddresses.customer_id, customerIds))
    .orderBy(asc(customerAddresses.id));
  for (const { customerId, address, city, street } of rows) {
    const list = byCustomer.get(customerId) ?? [];
    list.push({ ...address, city, street } as CustomerAddress);
    byCustomer.set(customerId, list);
  }
  return byCustomer;
}

export async function findAddressIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customer_id, customerId));
  return rows.map((row) => row.id);
}

/** The streets among `ids`, each with its city. */
export async function findStreetCities(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: streets.id, cityId: streets.city_id })
    .from(streets)
    .where(inArray(streets.id, ids));
  return new Map(rows.map((row) => [row.id, row.cityId]));
}

export async function findExistingCityIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  return new Set(rows.map((row) => row.id));
}

const toColumns = (address: CustomerAddressInput) => ({
  country: address.country,
  city_id: address.city ?? null,
  street_id: address.street ?? null,
  street_number: address.street_number ?? null,
  flat_no: address.flat_no ?? null,
  entry_code: address.entry_code ?? null,
  entrance: address.entrance ?? null,
  floor: address.floor ?? null,
});

/** Makes the stored list the one sent: drops the missing, updates those with an id, adds the rest. */
export async function replaceAddresses(db: Executor, customerId: number, addresses: CustomerAddressInput[]) {
  const keptIds = addresses.map((address) => address.id).filter((id): id is number => id != null);
  const ofCustomer = eq(customerAddresses.customer_id, customerId);
  await db
    .delete(customerAddresses)
    .where(keptIds.length ? and(ofCustomer, notInArray(customerAddresses.id, keptIds)) : ofCustomer);
  for (const address of addresses) {
    if (address.id != null) {
      await db
        .update(customerAddresses)
        .set(toColumns(address))
        .where(and(ofCustomer, eq(customerAddresses.id, address.id)));
    }
  }
  const added = addresses.filter((address) => address.id == null);
  if (added.length) {
    await db
      .insert(customerAddresses)
      .values(added.map((address) => ({ ...toColumns(address), customer_id: customerId })));
  }
}
