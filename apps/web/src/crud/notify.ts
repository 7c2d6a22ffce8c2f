import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/client.ts';

/** A failed call, said plainly: the server's message where there is one. */
export function notifyFailure(error: unknown, fallback: string) {
  const message = isApiError(error) && error.status !== 0 ? error.message : fallback;
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}
