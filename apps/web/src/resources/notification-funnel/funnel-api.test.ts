import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from '../../crud/form/moment-picker.tsx';
import { audienceRulesOf, isSending } from './funnel-api.ts';

describe('funnel audience rules from the form', () => {
  it('sends the lists always and only the moments that are set', () => {
    expect(
      audienceRulesOf({
        header: 'Hi',
        customer_groups: [3],
        customers: undefined,
        last_order_date_from: '2026-03-01T18:15:00+01:00',
        last_order_date_to: null,
        customer_registration_date_from: '',
      }),
    ).toEqual({
      customer_groups: [3],
      customers: [],
      product_categories: [],
      products: [],
      last_order_date_from: '2026-03-01T18:15:00+01:00',
    });
  });

  it('polls only while a funnel is queued or sending', () => {
    expect(['DRAFT', 'QUEUED', 'SENDING', 'DONE', 'FAILED'].map(isSending)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('moment pickers', () => {
  it('hold a stored moment as local time and give back ISO with the offset, whole minutes', () => {
    const stored = '2026-03-01T17:15:00.000Z';
    const local = toPickerValue(stored)!;
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(new Date(fromPickerValue(local)!).toISOString()).toBe(stored);
    expect(fromPickerValue('2026-03-01 18:15:42')).toMatch(/^2026-03-01T18:15:00[+-]\d{2}:\d{2}$/);
    expect(toPickerValue('')).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });
});
