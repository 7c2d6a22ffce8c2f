import { randomUUID } from 'node:crypto';
import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError } from './messaging-types.ts';
import { parseProviderDsn } from './provider-dsn.ts';
import { callProvider, digitsOf, parseJson, plainTextOf, statusError } from './provider-http.ts';

type IqsmsAnswer = {
  status: string;
  description?: string;
  messages?: { clientId: string; smscId?: number | string; status: string }[];
};

/**
 * IQSMS JSON API (the request Symfony's Iqsms notifier sends): POST /messages/v2/send.json with
 * {login, password, messages: [{phone, text, sender, clientId}]}; the answer is {status: 'ok',
 * messages: [{status: 'accepted', smscId}]}, or a status naming the problem ('invalid mobile
 * phone', 'not enough balance', ...), or {status: 'error', description} for the whole request.
 * DSN: iqsms://LOGIN:PASSWORD@default?from=SENDER.
 */
export async function sendIqsms(
  dsn: string,
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  const { user: login, password, options } = parseProviderDsn(dsn, 'iqsms');
  const sender = options.get('from') || settings.smsSender;
  const body = {
    login,
    password,
    messages: [
      {
        phone: digitsOf(message.address),
        text: plainTextOf(message),
        clientId: randomUUID(),
        ...(sender ? { sender } : {}),
      },
    ],
  };
  const answer = await callProvider(
    'IQSMS',
    `${settings.endpoints.iqsms}/messages/v2/send.json`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    settings.timeoutMs,
  );
  const result = parseJson<IqsmsAnswer>(answer.text);
  if (answer.status !== 200) throw statusError('IQSMS', answer, result.description ?? '');
  const sent = result.messages?.[0];
  if (result.status === 'ok' && sent?.status === 'accepted' && sent.smscId !== undefined)
    return { providerMessageId: String(sent.smscId) };
  const reason = sent?.status ?? result.description ?? result.status ?? 'no answer';
  throw new DeliveryError(`IQSMS: ${reason}`, { retryable: false, code: reason.replaceAll(' ', '_') });
}
