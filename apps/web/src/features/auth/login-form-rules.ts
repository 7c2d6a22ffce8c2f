// The sign-in form's rules as plain functions, not the contract's zod schema: the sign-in
// screen is the first load of every visit and zod alone would be a fifth of its budget.
// login-form-rules.test.ts proves they agree with the contract's `loginSchema`.

export type LoginFormValues = { email: string; password: string };
export type LoginField = keyof LoginFormValues;
/** An i18n key per invalid field. */
export type LoginFormErrors = Partial<Record<LoginField, string>>;

/** Spec part 1, section 9: passwords are at least 4 characters. */
export const passwordMinLength = 4;
const emailMaxLength = 180;
const passwordMaxLength = 200;
/** The pattern zod's `.email()` checks, so the form never passes what the server refuses. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const tooLongKey = 'messages.too_long';

const rules: Record<LoginField, (value: string) => string | undefined> = {
  email: (value) => {
    const email = value.trim();
    if (email === '') return 'login.email_required';
    if (!emailPattern.test(email)) return 'login.invalid_email';
    return email.length > emailMaxLength ? tooLongKey : undefined;
  },
  password: (value) => {
    if (value === '') return 'login.password_required';
    if (value.length < passwordMinLength) return 'login.password_too_short';
    return value.length > passwordMaxLength ? tooLongKey : undefined;
  },
};

/** The first broken rule of each field, as an i18n key. */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  for (const field of Object.keys(rules) as LoginField[]) {
    const error = rules[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The body of POST /api/login: the email as the server reads it, trimmed. */
export function toLoginBody(values: LoginFormValues): LoginFormValues {
  return { email: values.email.trim(), password: values.password };
}

/** Statuses of POST /api/login (API.md) and the text each one shows. */
export const loginErrorTextByStatus: Record<number, string> = {
  401: 'login.wrong_credentials',
  403: 'login.forbidden',
  429: 'login.too_many_attempts',
};
