import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { readPhoneNumber } from '../phone-number.ts';

/** Value schemas of the message-delivery settings (Telegram bot, SMTP, FCM, SMS sender). */

export const messagingMessageKeys = {
  invalidSmtpUrl: 'settings.errors.invalid_smtp_url',
  invalidServiceAccount: 'settings.errors.invalid_service_account',
  invalidBotToken: 'settings.errors.invalid_bot_token',
  invalidSender: 'settings.errors.invalid_sms_sender',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageKeys.tooLong)
    .nullable()
    .transform((value) => value ?? '');

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

/** `smtp://user:pass@host:port` or `smtps://...` (TLS from the first byte). */
export const smtpUrlValue = optionalText(1000).refine(
  (value) => value === '' || isSmtpUrl(value),
  messagingMessageKeys.invalidSmtpUrl,
);

/** The token BotFather gives: `<bot id>:<secret>`. */
export const telegramBotTokenValue = optionalText(200).refine(
  (value) => value === '' || /^\d{3,20}:[\w-]{20,}$/.test(value),
  messagingMessageKeys.invalidBotToken,
);

export type ServiceAccount = { client_email: string; private_key: string; project_id?: string };

/** A Google service account key file as JSON text; only the fields FCM needs are checked. */
export function parseServiceAccount(text: string): ServiceAccount | null {
  try {
    const parsed = JSON.parse(text) as Partial<ServiceAccount>;
    const isValid =
      typeof parsed.client_email === 'string' &&
      typeof parsed.private_key === 'string' &&
      parsed.private_key.includes('PRIVATE KEY');
    return isValid ? (parsed as ServiceAccount) : null;
  } catch {
    return null;
  }
}

export const serviceAccountValue = optionalText(20_000).refine(
  (value) => value === '' || parseServiceAccount(value) !== null,
  messagingMessageKeys.invalidServiceAccount,
);

/** An alphanumeric sender name (up to 11 Latin letters and digits) or a phone number. */
export const smsSenderValue = optionalText(20).refine(
  (value) => value === '' || /^[A-Za-z0-9 .-]{1,11}$/.test(value) || /^\+?\d{3,15}$/.test(value),
  messagingMessageKeys.invalidSender,
);

export const messagingChannels = ['sms', 'telegram_bot', 'push_notification', 'email'] as const;
export type MessagingChannel = (typeof messagingChannels)[number];

export const messagingErrorKeys = {
  notConfigured: 'messaging.errors.not_configured',
  deliveryFailed: 'messaging.errors.delivery_failed',
  invalidChatId: 'messaging.errors.invalid_chat_id',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A private chat's numeric id (negative for groups) or a public channel's @username. */
const chatIdPattern = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** POST /api/messaging/test: one message to one address through one channel, with the stored credentials. */
export const messagingTestSchema = z
  .object({
    channel: z.enum(messagingChannels),
    address: z.string().trim().min(1, messageKeys.required).max(4096, messageKeys.tooLong),
    header: optionalText(200).optional(),
    content: optionalText(1000).optional(),
  })
  .transform((value, context) => {
    let address = value.address;
    if (value.channel === 'sms') {
      const reading = readPhoneNumber(address);
      if (!reading.isValid)
        context.addIssue({ code: 'custom', path: ['address'], message: messageKeys.invalidPhone });
      address = reading.number;
    }
    if (value.channel === 'email' && !emailPattern.test(address))
      context.addIssue({ code: 'custom', path: ['address'], message: messageKeys.invalidEmail });
    if (value.channel === 'telegram_bot' && !chatIdPattern.test(address))
      context.addIssue({ code: 'custom', path: ['address'], message: messagingErrorKeys.invalidChatId });
    return { ...value, address };
  });
export type MessagingTestRequest = z.input<typeof messagingTestSchema>;
