// The one door to message delivery for the rest of the server (funnels, test messages).
export { isChannelConfigured, loadMessagingSettings } from './messaging-settings.ts';
export {
  DeliveryError,
  type MessagingChannel,
  type MessagingSettings,
  type OutgoingMessage,
  type SentMessage,
} from './messaging-types.ts';
export { sendNotification } from './send-notification.ts';
