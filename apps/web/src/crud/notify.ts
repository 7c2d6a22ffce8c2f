import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/client.ts';
import { serverReasons } from '../api/error-text.ts';
import { i18n } from '../i18n/index.ts';

/**
 * A failed call, said plainly: what failed as the title, and why underneath. The why is the
 * server's message keys translated (`messages.still_used_by` with the list's name), else its message.
 */
export function notifyFailure(error: unknown, fallback: string) {
  const message =
    serverReasons(i18n, error) ?? (isApiError(error) && error.status !== 0 ? error.message : fallback);
  notifications.show({
    color: 'red',
    title: message === fallback ? undefined : fallback,
    message,
    autoClose: 5000,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}
