import { describe, expect, it } from 'vitest';
import { referenceOptions } from './reference-options.ts';

const category = (id: number, name: string, parent?: number) => ({
  id,
  name: { en: name, pl: `${name} (pl)` },
  parent_category: parent === undefined ? null : { id: parent, name: {} },
});

describe('reference picker choices', () => {
  it('names plain rows in the interface language', () => {
    expect(referenceOptions([category(1, 'Warsaw')], 'name', 'pl')).toEqual([
      { value: '1', label: 'Warsaw (pl)' },
    ]);
  });

  it('puts each subcategory under its parent, deeper ones further in, and orphans at the top', () => {
    const rows = [
      category(1, 'Drinks'),
      category(2, 'Pizza'),
      category(3, 'Cold', 1),
      category(4, 'Juice', 3),
    ];
    const orphan = category(5, 'Lost', 99);
    expect(referenceOptions([...rows, orphan], 'name', 'en')).toEqual([
      { value: '1', label: 'Drinks', depth: 0 },
      { value: '3', label: 'Cold', depth: 1 },
      { value: '4', label: 'Juice', depth: 2 },
      { value: '2', label: 'Pizza', depth: 0 },
      { value: '5', label: 'Lost', depth: 0 },
    ]);
  });
});
