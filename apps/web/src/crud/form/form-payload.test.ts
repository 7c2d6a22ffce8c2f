import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../resource-config.ts';
import { referenceFilters } from './dependent-fields.ts';
import { omitReadOnlyValues, omitUnsetValues, recordToFormValues } from './form-payload.ts';

const street: FieldConfig = {
  name: 'street',
  labelKey: 'fields.street',
  type: 'reference',
  reference: {
    resource: 'street',
    dependsOn: { field: 'city', filter: 'city', hintKey: 'resources.customer.street_needs_city' },
  },
};
const fields: FieldConfig[] = [
  { name: 'phone', labelKey: 'fields.phone', type: 'text' },
  { name: 'birthday', labelKey: 'fields.birthday', type: 'date', omitWhenEmpty: true },
  {
    name: 'addresses',
    labelKey: 'fields.addresses',
    type: 'list',
    item: {
      fields: [
        { name: 'city', labelKey: 'fields.city', type: 'reference', reference: { resource: 'city' } },
        street,
      ],
      defaults: { city: null, street: null },
      titleKey: 'resources.customer.address_number',
      addKey: 'resources.customer.add_address',
    },
  },
];

describe('form payload', () => {
  it('sends an omitWhenEmpty field only when set or when it clears a stored value', () => {
    expect(omitUnsetValues({ phone: '1', birthday: null }, fields, { birthday: null })).toEqual({
      phone: '1',
    });
    expect(omitUnsetValues({ birthday: '1990-04-27' }, fields, {})).toEqual({ birthday: '1990-04-27' });
    expect(omitUnsetValues({ birthday: null }, fields, { birthday: '1990-04-27' })).toEqual({
      birthday: null,
    });
  });

  it('turns list items of a record into form values, keeping their ids and reference ids', () => {
    const record = {
      id: 7,
      phone: '500',
      addresses: [
        { id: 3, city: { id: 1, name: { en: 'Warsaw' } }, street: { id: 9, name: 'Main' }, extra: 'x' },
      ],
    };
    expect(recordToFormValues(record, fields, { phone: '', addresses: [] })).toEqual({
      phone: '500',
      birthday: undefined,
      addresses: [{ id: 3, city: 1, street: 9 }],
    });
    expect(recordToFormValues({ id: 8, addresses: null }, fields, {}).addresses).toEqual([]);
  });

  it('starts a required choice stored empty at its default', () => {
    const layout: FieldConfig = {
      name: 'product_card',
      labelKey: 'fields.product_card',
      type: 'select',
      isRequired: true,
      options: [],
    };
    const defaults = { product_card: 'default_from_settings' };
    expect(recordToFormValues({ id: 1, product_card: null }, [layout], defaults).product_card).toBe(
      'default_from_settings',
    );
    expect(recordToFormValues({ id: 1, product_card: 'horizontal' }, [layout], defaults).product_card).toBe(
      'horizontal',
    );
  });

  it('narrows a dependent reference by the field it follows, and waits while that is empty', () => {
    expect(referenceFilters(street, { city: 4 })).toEqual({
      filters: [{ name: 'city', condition: 'equal', value: 4 }],
      isWaiting: false,
    });
    expect(referenceFilters(street, { city: null }).isWaiting).toBe(true);
  });
});

describe('read-only and secret fields', () => {
  const credentials: FieldConfig[] = [
    { name: 'platform_id', labelKey: 'fields.platform_id', type: 'text', isReadOnly: true },
    {
      name: 'sber_password',
      labelKey: 'fields.password',
      type: 'password',
      isSecret: true,
      omitWhenEmpty: true,
    },
  ];

  it('never sends a read-only value', () => {
    expect(omitReadOnlyValues({ platform_id: 'iiko-1', name: 'Card' }, credentials)).toEqual({
      name: 'Card',
    });
  });

  it('carries whether a secret is stored, and leaves an untouched empty secret out of the save', () => {
    const record = { id: 1, platform_id: 'iiko-1', sber_password: null, has_sber_password: true };
    const values = recordToFormValues(record, credentials, { sber_password: '' });
    expect(values).toMatchObject({ has_sber_password: true, sber_password: null });
    expect(omitUnsetValues({ sber_password: '' }, credentials, values)).toEqual({});
    expect(omitUnsetValues({ sber_password: 'new' }, credentials, values)).toEqual({ sber_password: 'new' });
  });
});
