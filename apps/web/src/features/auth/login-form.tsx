import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginResponse } from '@mise/contract';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client.ts';
import { setSession } from '../../app/session.ts';
import {
  type LoginField,
  type LoginFormValues,
  loginErrorTextByStatus,
  toLoginBody,
  validateLoginForm,
} from './login-form-rules.ts';

const missingSessionMessage = 'Something went wrong. Please try again or contact support';
const fields: LoginField[] = ['email', 'password'];

// Two fields need neither react-hook-form nor TanStack Query: plain state keeps both libraries
// (and zod) off the sign-in screen, the first load of every visit.
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  // Spec part 1, section 5: a field shows its error once touched (left once), or after a submit.
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const inputs: Record<LoginField, React.RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const errors = validateLoginForm(values);
  const fieldError = (field: LoginField) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const inputProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    error: fieldError(field),
    ref: inputs[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget; // read now: the updater runs after the event is gone
      setValues((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
  });

  const signIn = async (body: LoginFormValues) => {
    setPending(true);
    setFailure(null);
    try {
      const response = await api.post<LoginResponse>('/login', body);
      if (!response?.token || !response.user) {
        // Spec part 1, section 8: raised but only logged.
        console.error(new Error(missingSessionMessage));
        return;
      }
      setSession(response.token, response.user);
      // The panel's guard then trusts this user instead of asking GET /api/me again.
      const { rememberSignedInUser } = await import('../../app/panel-guard.ts');
      rememberSignedInUser(response.user);
      await navigate({ to: '/app' });
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    if (!isPending) void signIn(toLoginBody(values));
  };

  const errorText = failure
    ? t((isApiError(failure) && loginErrorTextByStatus[failure.status]) || 'login.failed')
    : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {errorText && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText}
          </Alert>
        )}
        <TextInput
          {...inputProps('email')}
          type="email"
          label={t('login.email')}
          placeholder={t('login.email_placeholder')}
          autoComplete="username"
          leftSection={<IconAt size={16} stroke={1.6} />}
          size="md"
          autoFocus
        />
        <PasswordInput
          {...inputProps('password')}
          label={t('login.password')}
          placeholder={t('login.password_placeholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          size="md"
        />
        <Button type="submit" size="md" fullWidth loading={isPending} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
