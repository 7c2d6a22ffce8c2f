import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultPhoneRegion } from './phone-number.ts';
import { customerSchema } from './resources/customer.ts';
import { userSchema } from './resources/user.ts';

const phoneOf = (phone: unknown) => customerSchema.shape.phone.safeParse(phone);
const errorOf = (phone: unknown) => phoneOf(phone).error?.issues[0]?.message;

afterEach(() => setDefaultPhoneRegion(null));

describe('phone numbers', () => {
  it.each(['+48 600 111 222', '(600) 111-222', '600-111-222', '600111222', ' 0048 600 111 222 '])(
    'reads %s as +48600111222',
    (typed) => {
      expect(phoneOf(typed).data).toBe('+48600111222');
    },
  );

  it('keeps a number of another country written with +', () => {
    expect(phoneOf('+1 (202) 555-0143').data).toBe('+12025550143');
  });

  it('reads numbers without + in the country set in the settings', () => {
    setDefaultPhoneRegion('UA');
    expect(phoneOf('067 123 4567').data).toBe('+380671234567');
    setDefaultPhoneRegion(null);
    expect(errorOf('067 123 4567')).toBe('messages.invalid_phone');
  });

  it.each([
    ['', 'messages.phone_is_required'],
    ['   ', 'messages.phone_is_required'],
    [undefined, 'messages.phone_is_required'],
    ['12', 'messages.invalid_phone'],
    ['call me', 'messages.invalid_phone'],
    ['+48 600 111 222 333', 'messages.too_long'],
    ['9'.repeat(100), 'messages.too_long'],
  ])('refuses %j with %s', (typed, message) => {
    expect(errorOf(typed)).toBe(message);
  });

  it('lets a user have no phone, and normalises the one given', () => {
    const user = { email: 'a@b.pl', password: 'secret', role: 'manager' };
    expect(userSchema.parse({ ...user, phone: '' }).phone).toBeNull();
    expect(userSchema.parse(user).phone).toBeUndefined();
    expect(userSchema.parse({ ...user, phone: '600 111 222' }).phone).toBe('+48600111222');
    expect(userSchema.safeParse({ ...user, phone: 'abc' }).error?.issues[0]?.message).toBe(
      'messages.invalid_phone',
    );
  });
});
