import { createHash, randomUUID } from 'node:crypto';
import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError } from './messaging-types.ts';
import { callProvider, digitsOf, parseJson, plainTextOf, statusError } from './provider-http.ts';

type RedsmsAnswer = {
  success: boolean;
  items?: { uuid: string; to: string; status: string }[];
  errors?: { to?: string; message?: string }[];
  error_message?: string;
};

/** The request signature: md5 of the timestamp followed by the API key. */
export const redsmsSecret = (ts: string, apiKey: string) =>
  createHash('md5')
    .update(ts + apiKey)
    .digest('hex');

/**
 * RedSMS API (cp.redsms.ru): POST /api/message with a JSON body {route: 'sms', to, text, from},
 * headers login, ts (unique per request) and secret = md5(ts + api key). The answer is
 * {success: true, items: [{uuid, to, status}]}, or {success: false, error_message} (with a 4xx),
 * or success with the number listed under errors instead of items.
 */
export async function sendRedsms(
  credentials: { login: string; apiKey: string },
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  const ts = `${Date.now()}-${randomUUID()}`;
  const body = {
    route: 'sms',
    to: digitsOf(message.address),
    text: plainTextOf(message),
    ...(settings.smsSender ? { from: settings.smsSender } : {}),
  };
  const answer = await callProvider(
    'RedSMS',
    `${settings.endpoints.redsms}/api/message`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        login: credentials.login,
        ts,
        secret: redsmsSecret(ts, credentials.apiKey),
      },
      body: JSON.stringify(body),
    },
    settings.timeoutMs,
  );
  const result = parseJson<RedsmsAnswer>(answer.text);
  if (answer.status !== 200) throw statusError('RedSMS', answer, result.error_message ?? '');
  const sent = result.items?.[0];
  if (result.success && sent?.uuid) return { providerMessageId: sent.uuid };
  const reason = result.errors?.[0]?.message ?? result.error_message ?? 'the message was not accepted';
  throw new DeliveryError(`RedSMS: ${reason}`, { retryable: false, code: 'rejected' });
}
