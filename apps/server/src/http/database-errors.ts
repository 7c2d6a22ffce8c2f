import { AppError, conflict } from './errors.ts';

type PgError = { code?: string; detail?: string; table_name?: string; table?: string; constraint?: string };

function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const humanize = (name: string) => name.replace(/_/g, ' ');

/** The column of a unique key, also through an expression index: `lower(code::text)` is `code`. */
function keyColumn(detail: string | undefined) {
  const key = /Key \((.+?)\)=\(/.exec(detail ?? '')?.[1];
  if (!key) return 'value';
  return key.replace(/::[\w ]+/g, '').replace(/^(\w+\()+|\)+$/g, '');
}

/** Tables a user never sees on their own, named by the list that shows them (an address is a customer's). */
const tableOwners: Record<string, string> = {
  customer_addresses: 'customers',
  coupon_products: 'coupons',
  coupon_product_categories: 'coupons',
  promotion_products: 'promotions',
  promotion_product_categories: 'promotions',
};

/** A value the database could not read as its type (SQLSTATE class 22: data exception). */
export const isDataException = (error: unknown) => findPgError(error)?.code?.startsWith('22') === true;

/** Turns constraint violations into 409s that say what is in the way; anything else stays as it is. */
export function translateDatabaseError(error: unknown): unknown {
  const pgError = findPgError(error);
  if (!pgError) return error;
  if (pgError.code === '23505') {
    const column = keyColumn(pgError.detail);
    return conflict(`A record with this ${humanize(column)} already exists`, {
      [column]: 'messages.already_exists',
    });
  }
  // 23503: foreign key violation; 23001: the same under ON DELETE RESTRICT.
  if (pgError.code === '23503' || pgError.code === '23001') {
    const table = /from table "([^"]+)"/.exec(pgError.detail ?? '')?.[1];
    if (table) {
      const usedBy = tableOwners[table] ?? table;
      return conflict(`This record is still used by ${humanize(table)}; remove those first`, {
        [usedBy]: 'messages.still_used_by',
      });
    }
    return new AppError(422, 'A referenced record does not exist', { _: 'messages.not_found' });
  }
  // 22021 / 22P05: text PostgreSQL cannot store (U+0000), a safety net behind the input guards.
  if (pgError.code === '22021' || pgError.code === '22P05') {
    return new AppError(422, 'Text may not contain the NUL character (U+0000)', {
      _: 'messages.invalid_characters',
    });
  }
  // 22P02 bad form, 22003 number out of range, 22001 too long, 22007 / 22008 bad or out-of-range date.
  if (['22P02', '22003', '22001', '22007', '22008'].includes(pgError.code ?? '')) {
    return new AppError(422, 'A value has the wrong form or is too large', { _: 'messages.invalid' });
  }
  return error;
}
