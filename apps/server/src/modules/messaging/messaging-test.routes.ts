import { panelRoles } from '@mise/contract';
import { messagingErrorKeys, messagingTestSchema } from '@mise/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unprocessable } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import {
  DeliveryError,
  isChannelConfigured,
  loadMessagingSettings,
  sendNotification,
} from '../../integrations/messaging/index.ts';

const defaultTest = { header: 'Mise', content: 'A test message: the messaging settings work.' };

const answerSchema = z.object({
  channel: z.string(),
  providerMessageId: z.string().describe("The provider's id of the message (Twilio sid, FCM name, ...)"),
});

/** POST /api/messaging/test: staff check the stored credentials of one channel. */
export function registerMessagingTestRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/messaging/test',
    {
      config: { roles: panelRoles },
      schema: {
        tags: ['setting'],
        summary: 'Send a test message through one channel',
        description:
          'Sends one message with the credentials stored in settings: `sms` to a phone number (E.164 ' +
          'after normalising), `telegram_bot` to a chat id, `push_notification` to an FCM device token, ' +
          '`email` to an address. 422 when the channel is not configured (errors.channel ' +
          '`messaging.errors.not_configured`) or the provider refused or could not be reached ' +
          "(errors.channel `messaging.errors.delivery_failed`, message: the provider's own words).",
        body: messagingTestSchema,
        response: { 200: documentedOnly(answerSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { channel, address, header, content } = request.body;
      const settings = await loadMessagingSettings(app.db);
      if (!isChannelConfigured(settings, channel))
        throw unprocessable({ channel: messagingErrorKeys.notConfigured }, `${channel} is not configured`);
      const message = {
        address,
        header: header || defaultTest.header,
        content: content || defaultTest.content,
      };
      try {
        const sent = await sendNotification(channel, message, settings);
        return { channel, providerMessageId: sent.providerMessageId };
      } catch (error) {
        if (!(error instanceof DeliveryError)) throw error;
        const key =
          error.code === 'not_configured'
            ? messagingErrorKeys.notConfigured
            : messagingErrorKeys.deliveryFailed;
        throw new AppError(422, error.message, { channel: key });
      }
    },
  );
}
