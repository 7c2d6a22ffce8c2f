import { type FunnelChannel, funnelChannels, funnelNotConfiguredError } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import {
  DeliveryError,
  isChannelConfigured,
  loadMessagingSettings,
  sendNotification,
} from '../../integrations/messaging/index.ts';
import type { FunnelSender } from './funnel-worker.ts';

/** Which channels have their credentials in settings now. */
export async function configuredChannels(db: Executor): Promise<Record<FunnelChannel, boolean>> {
  const settings = await loadMessagingSettings(db);
  return Object.fromEntries(
    funnelChannels.map((channel) => [channel, isChannelConfigured(settings, channel)]),
  ) as Record<FunnelChannel, boolean>;
}

/**
 * The real sender: the messaging clients with the credentials in settings. A channel without them
 * fails at once and for good, recorded as `not_configured` (the form names it before starting).
 */
export function messagingSender(db: Executor) {
  return async (): Promise<FunnelSender> => {
    const settings = await loadMessagingSettings(db);
    return (channel, message) => {
      if (!isChannelConfigured(settings, channel)) {
        return Promise.reject(
          new DeliveryError(funnelNotConfiguredError, { retryable: false, code: funnelNotConfiguredError }),
        );
      }
      return sendNotification(channel, message, settings);
    };
  };
}
