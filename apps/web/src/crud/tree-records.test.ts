import { describe, expect, it } from 'vitest';
import { withoutSubtree } from './tree-records.ts';

const record = (id: number, parentId: number | null) => ({
  id,
  name: `#${id}`,
  parent_category: parentId === null ? null : { id: parentId, name: `#${parentId}` },
});

describe('withoutSubtree', () => {
  it('leaves out the record and its descendants at any depth, in any order', () => {
    const records = [
      record(4, 3),
      record(1, null),
      record(3, 2),
      record(2, 1),
      record(5, 1),
      record(6, null),
    ];
    expect(withoutSubtree(records, 2).map((item) => item.id)).toEqual([1, 5, 6]);
    expect(withoutSubtree(records, 6).map((item) => item.id)).toEqual([4, 1, 3, 2, 5]);
  });
});
