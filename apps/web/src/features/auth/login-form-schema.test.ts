import { describe, expect, it } from 'vitest';
import { loginFormSchema, toLoginTextKey } from './login-form-schema.ts';

function firstTextKey(values: { email: string; password: string }, field: 'email' | 'password') {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
  return toLoginTextKey(field, issue?.message);
}

describe('login form rules', () => {
  it('asks for the email, then for a valid one', () => {
    expect(firstTextKey({ email: '', password: 'secret' }, 'email')).toBe('login.email_required');
    expect(firstTextKey({ email: 'chef@', password: 'secret' }, 'email')).toBe('login.invalid_email');
  });

  it('asks for the password, then for more than 3 characters', () => {
    expect(firstTextKey({ email: 'chef@mise.test', password: '' }, 'password')).toBe(
      'login.password_required',
    );
    expect(firstTextKey({ email: 'chef@mise.test', password: 'abc' }, 'password')).toBe(
      'login.password_too_short',
    );
  });

  it('accepts a valid sign-in', () => {
    expect(loginFormSchema.safeParse({ email: 'chef@mise.test', password: 'abcd' }).success).toBe(true);
  });
});
