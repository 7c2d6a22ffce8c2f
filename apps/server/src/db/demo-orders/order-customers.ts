// Who orders: new guests arrive evenly over the range, early ones come back most (the regulars).
import type { OrderSource, StorefrontChannel } from '@mise/contract';
import { pickOne, type Random } from './order-rhythm.ts';

export type NewCustomer = {
  firstName: string;
  lastName: string;
  email: string | null;
  /** Where they signed up: the channel of their first order; none when staff took it in the panel. */
  platform: StorefrontChannel | null;
};

/**
 * First names with surnames of the same grammatical gender (Polish and Russian surnames agree); never the
 * hand-written demo customers' surnames (Nowak, Kowalski), so a search for them finds those two.
 */
const people = {
  female: {
    first: ['Anna', 'Maria', 'Katarzyna', 'Agnieszka', 'Olga', 'Ewa'],
    last: ['Dąbrowska', 'Wiśniewska', 'Wójcik', 'Lewandowska', 'Mazur', 'Smirnova', 'Kowalczyk'],
  },
  male: {
    first: ['Piotr', 'Jan', 'Tomasz', 'Paweł', 'Ivan', 'Marek'],
    last: ['Dąbrowski', 'Jankowski', 'Wiśniewski', 'Wójcik', 'Lewandowski', 'Zieliński', 'Mazur', 'Smirnov'],
  },
};
const asciiOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .toLowerCase();

/** Who places each order, in order of time: `customers` people over `orders` orders. */
export function createCustomerPicker(random: Random, orders: number, customers: number) {
  const sourceOf: OrderSource[] = [];
  const ordered: Set<number>[] = [];
  let seen = 0;
  let placed = 0;
  return (sourceIfNew: OrderSource) => {
    placed++;
    // Keep new customers on schedule, so the last of them still arrive in the last days (and all do).
    const due = (placed * customers) / orders;
    const mustBeNew = customers - seen >= orders - placed + 1;
    const isNew =
      seen < customers && (seen === 0 || mustBeNew || seen < due - 3 || random() < customers / orders);
    let index: number;
    let newCustomer: NewCustomer | undefined;
    if (isNew) {
      index = seen++;
      sourceOf.push(sourceIfNew);
      ordered.push(new Set());
      const names = random() < 0.5 ? people.female : people.male;
      const firstName = pickOne(random, names.first) as string;
      const lastName = pickOne(random, names.last) as string;
      const email = random() < 0.4 ? `${asciiOf(firstName)}.${asciiOf(lastName)}.${index}@example.com` : null;
      const platform = sourceIfNew === 'panel' ? null : sourceIfNew;
      newCustomer = { firstName, lastName, email, platform };
    } else {
      // Squaring leans towards the first customers: a few regulars order again and again.
      const lean = random();
      index = Math.floor(lean * lean * seen);
    }
    // Regulars mostly keep to their channel.
    const source = isNew || random() < 0.8 ? sourceOf[index] : sourceIfNew;
    return { index, source, isFirstOrder: isNew, newCustomer, orderedProducts: ordered[index] };
  };
}
