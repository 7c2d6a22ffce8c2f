import { z } from 'zod';
import { type StorefrontChannel, storefrontChannels } from '../orders.ts';
import { requiredTextSchema } from '../values.ts';

/** A storefront's key to the public API: `POST /api/api_key` takes a name and a channel. */
export const apiKeySchema = z.object({
  name: requiredTextSchema(100).describe('Who uses the key, e.g. "Website" or "Telegram bot"'),
  channel: z.enum(storefrontChannels).describe('The channel its orders come from: website, app or bot'),
});
export type ApiKeyInput = z.infer<typeof apiKeySchema>;

export type ApiKey = {
  id: number;
  name: string;
  channel: StorefrontChannel;
  /** The key's last 4 characters. */
  key_hint: string;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
};

/** The create answer: the only time the key itself is shown. */
export type CreatedApiKey = Pick<ApiKey, 'id' | 'name' | 'channel' | 'created_at'> & { key: string };
