import { describe, expect, it } from 'vitest';
import { parseRecordId } from './record-id.ts';

describe('the id of an edit route', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('reads %s as %i', (text, id) => {
    expect(parseRecordId(text)).toBe(id);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '0x1', ' 1', '01', '99999999999999999', ''])(
    'refuses %j',
    (text) => {
      expect(parseRecordId(text)).toBeUndefined();
    },
  );
});
