import { describe, expect, it } from 'vitest';
import { maskTime } from './time-mask.ts';

describe('maskTime', () => {
  it('puts the colon after the hours and keeps four digits', () => {
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('09:30')).toBe('09:30');
    expect(maskTime('093015')).toBe('09:30');
    expect(maskTime('1')).toBe('1');
    expect(maskTime('12')).toBe('12');
    expect(maskTime('12:')).toBe('12:');
    expect(maskTime('123')).toBe('12:3');
  });

  it('drops everything but digits', () => {
    expect(maskTime('ab1c2-4x5')).toBe('12:45');
    expect(maskTime('')).toBe('');
  });

  it('keeps hours within 00-23 and minutes within 00-59', () => {
    expect(maskTime('9')).toBe('09');
    expect(maskTime('945')).toBe('09:45');
    expect(maskTime('2530')).toBe('23:30');
    expect(maskTime('1290')).toBe('12:50');
    expect(maskTime('2359')).toBe('23:59');
  });
});
