import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers } from '../../db/schema.ts';
import type { Reference } from '../../http/resource.ts';

/** How orders and tickets show their customer: a person has no one name, so both names and the phone. */
export const customerReference = (column: AnyPgColumn): Reference => ({
  column,
  table: customers,
  targetId: customers.id,
  select: {
    id: customers.id,
    first_name: customers.first_name,
    last_name: customers.last_name,
    phone: customers.phone,
  },
});
