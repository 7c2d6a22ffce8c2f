import { sendIqsms } from './iqsms.ts';
import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { notConfigured } from './messaging-types.ts';
import { sendRedsms } from './redsms.ts';
import { sendSmsFly } from './smsfly.ts';
import { sendTwilioSms } from './twilio.ts';

/** An SMS through the provider chosen in settings (sms_provider). */
export function sendSms(message: OutgoingMessage, settings: MessagingSettings): Promise<SentMessage> {
  const sms = settings.sms;
  const hasCredentials = sms !== null && Object.values(sms).every((value) => value.trim() !== '');
  if (!hasCredentials) return Promise.reject(notConfigured(`The ${sms?.provider ?? 'SMS'} credentials`));
  switch (sms?.provider) {
    case 'twilio':
      return sendTwilioSms(sms.dsn, message, settings);
    case 'iqsms':
      return sendIqsms(sms.dsn, message, settings);
    case 'redsms':
      return sendRedsms(sms, message, settings);
    case 'smsfly':
      return sendSmsFly(sms, message, settings);
    default:
      return Promise.reject(notConfigured('An SMS provider'));
  }
}
