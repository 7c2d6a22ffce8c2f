import { type CustomerAddressInput, type FieldErrors, messageKeys } from '@mise/contract';
import { isCountryCode } from '@mise/contract/reference/countries';
import type { Executor } from '../../db/client.ts';
import { unprocessable } from '../../http/errors.ts';
import type { ResourceHooks, Row } from '../../http/resource.ts';
import {
  findAddressesByCustomer,
  findAddressIds,
  findExistingCityIds,
  findStreetCities,
  replaceAddresses,
} from './customer-address.repository.ts';

const ids = (list: (number | null | undefined)[]) => [
  ...new Set(list.filter((id): id is number => id != null)),
];

/** Every problem of the sent address list, keyed `addresses.{index}.{field}` like the contract's own errors. */
async function findAddressErrors(db: Executor, addresses: CustomerAddressInput[], customerId?: number) {
  const ownIds = new Set(customerId === undefined ? [] : await findAddressIds(db, customerId));
  const cityIds = await findExistingCityIds(db, ids(addresses.map((address) => address.city)));
  const streetCities = await findStreetCities(db, ids(addresses.map((address) => address.street)));
  const errors: FieldErrors = {};
  const seenIds = new Set<number>();
  addresses.forEach((address, index) => {
    const at = (field: string) => `addresses.${index}.${field}`;
    if (address.id != null) {
      if (!ownIds.has(address.id)) errors[at('id')] = messageKeys.notFound;
      else if (seenIds.has(address.id)) errors[at('id')] = messageKeys.invalid;
      seenIds.add(address.id);
    }
    if (!isCountryCode(address.country)) errors[at('country')] = messageKeys.invalid;
    if (address.city != null && !cityIds.has(address.city)) errors[at('city')] = messageKeys.notFound;
    if (address.street != null) {
      const streetCity = streetCities.get(address.street);
      if (streetCity === undefined) errors[at('street')] = messageKeys.notFound;
      else if (address.city == null) errors[at('city')] = messageKeys.required;
      else if (streetCity !== address.city) errors[at('street')] = messageKeys.streetNotInCity;
    }
  });
  return errors;
}

/** Customers own their addresses: checked before the write, replaced in the same transaction after it. */
export const customerHooks: ResourceHooks = {
  async beforeWrite({ db }, values, existing) {
    const { addresses, ...columns } = values;
    if (addresses !== undefined) {
      const errors = await findAddressErrors(db, addresses as CustomerAddressInput[], existing?.id);
      if (Object.keys(errors).length) throw unprocessable(errors, 'Check the addresses');
    }
    return columns;
  },

  async afterWrite({ db }, saved, _existing, values) {
    if (values.addresses !== undefined)
      await replaceAddresses(db, saved.id, values.addresses as CustomerAddressInput[]);
  },

  async expand(db, rows: Row[]) {
    const byCustomer = await findAddressesByCustomer(
      db,
      rows.map((row) => row.id),
    );
    return (loaded) => loaded.map((row) => ({ ...row, addresses: byCustomer.get(row.id) ?? [] }));
  },
};
