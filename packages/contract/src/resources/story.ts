import { z } from 'zod';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { optionalTextSchema } from '../values.ts';

/** A stored file name; the server ignores any other value, and empty or null removes the file. */
const storedFileSchema = optionalTextSchema(100);

export const storySchema = z.object({
  title: requiredTranslatableSchema.describe('Story title per language'),
  web_link: optionalTextSchema(500).describe('Link on the website'),
  app_link: optionalTextSchema(500).describe('Link in the mobile app'),
  image: storedFileSchema.describe('Send empty to remove the image; upload a new one as image_file'),
  video: storedFileSchema.describe(
    'Send empty to remove the video; upload a new one (WebM or MP4) as video_file. Served at /videos/stories/{video}',
  ),
  is_enabled: z.boolean().default(true),
});
export type StoryInput = z.infer<typeof storySchema>;
export type Story = Omit<StoryInput, 'title'> & {
  id: number;
  title: Translatable;
  created_at: string;
  updated_at: string;
};
