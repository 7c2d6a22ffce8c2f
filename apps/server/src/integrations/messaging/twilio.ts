import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError, notConfigured } from './messaging-types.ts';
import { parseProviderDsn } from './provider-dsn.ts';
import { callProvider, parseJson, plainTextOf, statusError } from './provider-http.ts';

type TwilioMessage = { sid: string; status: string };
type TwilioError = { code: number; message: string; status: number };

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, a form body
 * (To, Body, and From or MessagingServiceSid), HTTP Basic auth with the account SID and auth token.
 * DSN: twilio://ACCOUNT_SID:AUTH_TOKEN@default?from=+15005550006 (or a MG... messaging service).
 */
export async function sendTwilioSms(
  dsn: string,
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  const { user: accountSid, password: authToken, options } = parseProviderDsn(dsn, 'twilio');
  const from = options.get('from') || settings.smsSender;
  if (!from) throw notConfigured('The Twilio sender (from)');
  const form = new URLSearchParams({ To: message.address, Body: plainTextOf(message) });
  form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);

  const url = `${settings.endpoints.twilio}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const answer = await callProvider(
    'Twilio',
    url,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
    },
    settings.timeoutMs,
  );
  if (answer.status === 201 || answer.status === 200) {
    const sent = parseJson<TwilioMessage>(answer.text);
    if (sent.sid) return { providerMessageId: sent.sid };
    throw new DeliveryError('Twilio: an answer without a message sid', {
      retryable: true,
      code: 'bad_answer',
    });
  }
  const error = parseJson<TwilioError>(answer.text);
  throw statusError('Twilio', answer, error.message ?? '', error.code ? String(error.code) : undefined);
}
