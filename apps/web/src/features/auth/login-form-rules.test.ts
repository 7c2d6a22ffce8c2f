import { loginSchema, messageKeys } from '@mise/contract';
import { describe, expect, it } from 'vitest';
import { toLoginBody, validateLoginForm } from './login-form-rules.ts';

describe('login form rules', () => {
  it('asks for the email, then for a valid one', () => {
    expect(validateLoginForm({ email: '', password: 'secret' }).email).toBe('login.email_required');
    expect(validateLoginForm({ email: '   ', password: 'secret' }).email).toBe('login.email_required');
    expect(validateLoginForm({ email: 'chef@', password: 'secret' }).email).toBe('login.invalid_email');
  });

  it('asks for the password, then for more than 3 characters', () => {
    expect(validateLoginForm({ email: 'chef@mise.test', password: '' }).password).toBe(
      'login.password_required',
    );
    expect(validateLoginForm({ email: 'chef@mise.test', password: 'abc' }).password).toBe(
      'login.password_too_short',
    );
  });

  it('accepts a valid sign-in and sends the email trimmed', () => {
    expect(validateLoginForm({ email: ' chef@mise.test ', password: 'abcd' })).toEqual({});
    expect(toLoginBody({ email: ' chef@mise.test ', password: ' abcd ' })).toEqual({
      email: 'chef@mise.test',
      password: ' abcd ',
    });
  });

  // The server validates the same body with the contract's schema: the form must not let
  // through what the server refuses, nor refuse what it accepts.
  it('agrees with the contract on which emails and passwords are valid', () => {
    const emails = [
      'chef@mise.test',
      'a.b+c@kitchen.co.uk',
      "o'neil@pub.ie",
      'x@y.z',
      'no-at-sign',
      '@mise.test',
      'chef@mise',
      'chef@@mise.test',
      '.chef@mise.test',
      'chef..cook@mise.test',
      'chef@-mise.test',
      'кухня@mise.test',
      `${'a'.repeat(175)}@mise.test`,
    ];
    const passwords = ['abcd', 'x'.repeat(200), 'x'.repeat(201)];
    for (const email of emails) {
      for (const password of passwords) {
        const isValidForServer = loginSchema.safeParse({ email, password }).success;
        const errors = validateLoginForm({ email, password });
        expect(Object.keys(errors).length === 0, `${email} / ${password.length}`).toBe(isValidForServer);
      }
    }
    expect(validateLoginForm({ email: `${'a'.repeat(175)}@mise.test`, password: 'abcd' }).email).toBe(
      messageKeys.tooLong,
    );
  });
});
