import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  const trustOf = (value?: string) => readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy unless told', () => {
    expect(trustOf()).toBe(false);
    expect(trustOf('')).toBe(false);
    expect(trustOf('false')).toBe(false);
  });

  it('reads a hop count, a list of addresses and ranges, or true', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(trustOf('true')).toBe(true);
  });

  it('refuses what is not an address or range', () => {
    expect(() => trustOf('proxy.local')).toThrow(/TRUST_PROXY|not an address/);
    expect(() => trustOf('10.0.0.0/33')).toThrow();
  });
});
