import { sendPush } from './fcm.ts';
import type { MessagingChannel, MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { sendSms } from './sms.ts';
import { sendEmail } from './smtp.ts';
import { sendTelegramMessage } from './telegram.ts';

const senders: Record<
  MessagingChannel,
  (message: OutgoingMessage, settings: MessagingSettings) => Promise<SentMessage>
> = {
  sms: sendSms,
  telegram_bot: sendTelegramMessage,
  push_notification: sendPush,
  email: sendEmail,
};

/**
 * Sends one message through one channel with the credentials in settings. Resolves with the
 * provider's id of the message; rejects with a DeliveryError saying whether a retry may help.
 */
export function sendNotification(
  channel: MessagingChannel,
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  return senders[channel](message, settings);
}
