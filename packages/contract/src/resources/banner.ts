import { z } from 'zod';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { optionalTextSchema } from '../values.ts';

/** A stored file name; the server ignores any other value, and empty or null removes the file. */
const storedImageSchema = optionalTextSchema(100);

export const bannerSchema = z.object({
  title: requiredTranslatableSchema.describe('Banner title per language'),
  url: optionalTextSchema(500).describe('Link on the website'),
  app_url: optionalTextSchema(500).describe('Link in the mobile app'),
  image: storedImageSchema.describe('Send empty to remove the image; upload a new one as image_file'),
  mobile_image: storedImageSchema.describe('Send empty to remove; upload a new one as mobile_image_file'),
  is_enabled: z.boolean().default(true),
});
export type BannerInput = z.infer<typeof bannerSchema>;
export type Banner = Omit<BannerInput, 'title'> & {
  id: number;
  title: Translatable;
  created_at: string;
  updated_at: string;
};
