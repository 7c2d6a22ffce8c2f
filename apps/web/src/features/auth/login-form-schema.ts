import { loginSchema, messageKeys } from '@mise/contract';
import type { z } from 'zod';

/** Spec part 1, section 9: passwords are at least 4 characters. */
export const passwordMinLength = 4;

/** The contract's login body, plus the panel's own password length rule. */
export const loginFormSchema = loginSchema.extend({
  password: loginSchema.shape.password.min(passwordMinLength, messageKeys.tooShort),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The contract speaks in shared message keys; the sign-in screen has its own wording for them. */
const loginTextByField: Record<keyof LoginFormValues, Record<string, string>> = {
  email: {
    [messageKeys.required]: 'login.email_required',
    [messageKeys.invalidEmail]: 'login.invalid_email',
  },
  password: {
    [messageKeys.required]: 'login.password_required',
    [messageKeys.tooShort]: 'login.password_too_short',
  },
};

export function toLoginTextKey(
  field: keyof LoginFormValues,
  messageKey: string | undefined,
): string | undefined {
  if (!messageKey) return undefined;
  return loginTextByField[field][messageKey] ?? messageKey;
}

/** Statuses of POST /api/login (API.md) and the text each one shows. */
export const loginErrorTextByStatus: Record<number, string> = {
  401: 'login.wrong_credentials',
  403: 'login.forbidden',
  429: 'login.too_many_attempts',
};
