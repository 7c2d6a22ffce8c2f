import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';

describe('the login throttle', () => {
  it('makes an e-mail guessed from many addresses wait a doubling delay, capped', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perEmailBeforeDelay: 3, maxDelayMs: 8000 }, () => now);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(throttle.waitBefore(`10.0.0.${attempt}`, 'chef@mise.test')).toBe(0);
      throttle.recordFailure(`10.0.0.${attempt}`, 'chef@mise.test');
    }
    const delays = [];
    for (let attempt = 3; attempt < 9; attempt++) {
      delays.push(throttle.waitBefore(`10.0.0.${attempt}`, 'chef@mise.test'));
      now += delays.at(-1)!;
      expect(throttle.waitBefore(`10.0.0.${attempt}`, 'chef@mise.test')).toBe(0);
      throttle.recordFailure(`10.0.0.${attempt}`, 'chef@mise.test');
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(throttle.waitBefore('10.9.9.9', 'other@mise.test')).toBe(0);
    throttle.recordSuccess('10.9.9.9', 'chef@mise.test');
    expect(throttle.waitBefore('10.9.9.9', 'chef@mise.test')).toBe(0);
  });

  it('does not slow the owner at an address they signed in from before', () => {
    const throttle = new LoginThrottle({ perEmailBeforeDelay: 2 }, () => 0);
    throttle.recordSuccess('10.0.0.5', 'chef@mise.test');
    for (let attempt = 0; attempt < 4; attempt++)
      throttle.recordFailure(`10.6.6.${attempt}`, 'chef@mise.test');
    expect(throttle.waitBefore('10.6.6.9', 'chef@mise.test')).toBeGreaterThan(0);
    expect(throttle.waitBefore('10.0.0.5', 'chef@mise.test')).toBe(0);
  });

  it('stops one address after its own failures without touching the others', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perAddressAndEmail: 2, perAddress: 4, windowMs: 60_000 }, () => now);
    throttle.recordFailure('10.0.0.1', 'a@mise.test');
    throttle.recordFailure('10.0.0.1', 'a@mise.test');
    expect(throttle.waitBefore('10.0.0.1', 'a@mise.test')).toBe(60_000);
    expect(throttle.waitBefore('10.0.0.2', 'a@mise.test')).toBe(0);
    throttle.recordFailure('10.0.0.1', 'b@mise.test');
    throttle.recordFailure('10.0.0.1', 'c@mise.test');
    expect(throttle.waitBefore('10.0.0.1', 'd@mise.test')).toBe(60_000);
    now += 60_000;
    expect(throttle.waitBefore('10.0.0.1', 'a@mise.test')).toBe(0);
  });
});

const wrongLogin = (api: TestApp, email: string, remoteAddress: string, forwardedFor?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'wrong-guess' },
  });

describe('sign-in throttling over HTTP', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    await api.db.insert(users).values([
      { email: 'victim@mise.test', password_hash: await hashPassword('Victim123'), role: 'manager' },
      { email: 'owner@mise.test', password_hash: await hashPassword('Owner1234'), role: 'manager' },
    ]);
  });
  afterAll(() => api.close());

  it('ignores a forged X-Forwarded-For: 30 guesses with a new one each get 429', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push(
        (await wrongLogin(api, 'admin@mise.test', '10.1.1.1', `203.0.113.${attempt}`)).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  });

  it('does not lock out the victim whose address the attacker forges', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      await wrongLogin(api, 'victim@mise.test', '10.6.6.6', '10.0.0.5');
    const victim = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.5',
      payload: { email: 'victim@mise.test', password: 'Victim123' },
    });
    expect(victim.statusCode).toBe(200);
  });

  it('slows guesses at one e-mail from many real addresses, and says when to retry', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await wrongLogin(api, 'owner@mise.test', `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const refused = await wrongLogin(api, 'owner@mise.test', '198.51.100.200');
    expect(refused.json().message).toMatch(/try again in \d+ s/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('sign-in behind a trusted proxy (TRUST_PROXY)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp(undefined, { trustProxy: ['10.0.0.1'] });
  });
  afterAll(() => api.close());

  it('counts the address the trusted proxy names, not the proxy', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      await wrongLogin(api, 'admin@mise.test', '10.0.0.1', '192.0.2.7');
    expect((await wrongLogin(api, 'admin@mise.test', '10.0.0.1', '192.0.2.7')).statusCode).toBe(429);
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.8' },
      payload: { email: 'admin@mise.test', password: 'Admin12345!' },
    });
    expect(other.statusCode).toBe(200);
  });
});
