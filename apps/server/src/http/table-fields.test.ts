import { describe, expect, it } from 'vitest';
import { cities, customers, pickupPoints } from '../db/schema.ts';
import { namedReference, tableFields } from './table-fields.ts';

const typesOf = (fields: ReturnType<typeof tableFields>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.type]));

describe('tableFields', () => {
  it('types every column by its kind and lists foreign keys under their reference name', () => {
    const references = { city: namedReference(pickupPoints.city_id, cities) };
    const fields = tableFields(pickupPoints, { translatable: ['name'], references });
    expect(typesOf(fields)).toEqual({
      id: 'int',
      name: 'text',
      address: 'text',
      city: 'int',
      country: 'text',
      coordinates: 'text',
      terminal_id: 'text',
      is_enabled_for_website: 'bool',
      is_enabled_for_app: 'bool',
      is_enabled_for_bot: 'bool',
      created_at: 'datetime',
      updated_at: 'datetime',
    });
    expect(fields.name.isTranslatable).toBe(true);
    expect(fields.city.column).toBe(pickupPoints.city_id);
    expect(references.city).toMatchObject({
      table: cities,
      targetId: cities.id,
      select: { id: cities.id, name: cities.name },
    });
  });

  it('leaves out undeclared jsonb and omitted columns; dates and numbers keep their types', () => {
    expect(typesOf(tableFields(cities))).toEqual({
      id: 'int',
      is_enabled: 'bool',
      created_at: 'datetime',
      updated_at: 'datetime',
    });
    const fields = tableFields(customers, { omit: ['platform_id'] });
    expect(fields.birthday.type).toBe('datetime');
    expect(fields).not.toHaveProperty('platform_id');
  });
});
