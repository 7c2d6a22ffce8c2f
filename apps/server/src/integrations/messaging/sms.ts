import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError } from './messaging-types.ts';

export async function sendSms(_message: OutgoingMessage, _settings: MessagingSettings): Promise<SentMessage> {
  throw new DeliveryError('not implemented yet', { retryable: true, code: 'not_implemented' });
}
