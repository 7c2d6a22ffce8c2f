import { DeliveryError } from './messaging-types.ts';

export type ProviderAnswer = { status: number; text: string; headers: Headers };

/**
 * One HTTP call to a provider, given up after `timeoutMs`. A network failure or timeout is a
 * retryable DeliveryError; the answer itself is judged by the caller. Error texts name the
 * provider, never the URL (Telegram's carries the bot token).
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    throw new DeliveryError(isTimeout ? `${provider} did not answer in time` : `${provider} is unreachable`, {
      retryable: true,
      code: isTimeout ? 'timeout' : 'network',
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new DeliveryError(`${provider} broke off its answer`, { retryable: true, code: 'network' });
  }
  return { status: response.status, text, headers: response.headers };
}

export function parseJson<T>(text: string): Partial<T> {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** Seconds from a Retry-After header (a number of seconds; a date is ignored). */
export function retryAfterOf(headers: Headers): number | undefined {
  const value = Number(headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** 429 and 5xx may pass later; other statuses mean the request itself is wrong. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** The error for an HTTP status the provider answered with (its own words in `detail`). */
export function statusError(provider: string, answer: ProviderAnswer, detail: string, code?: string) {
  return new DeliveryError(`${provider}: ${detail || `HTTP ${answer.status}`}`, {
    retryable: isRetryableStatus(answer.status),
    code: code || String(answer.status),
    retryAfterSeconds: retryAfterOf(answer.headers),
  });
}

/** A phone number as most gateways want it: digits only, without the leading +. */
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The text of an SMS or chat message: the header (when there is one) above the content. */
export const plainTextOf = (message: { header: string; content: string }) =>
  message.header.trim() ? `${message.header.trim()}\n\n${message.content}` : message.content;
