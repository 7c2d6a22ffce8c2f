import { z } from 'zod';
import { messageKeys } from '../messages.ts';

export const languageSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, messageKeys.required)
    .min(2, messageKeys.codeTooShort)
    .max(4, messageKeys.codeTooLong)
    .regex(/^[a-z]+$/i, messageKeys.invalid)
    .describe('ISO 639-1 or similar code, 2 to 4 letters'),
  title: z.string().trim().min(1, messageKeys.required).max(20, messageKeys.tooLong),
  is_enabled: z.boolean().default(true),
  is_default: z.boolean().default(false),
});
export type LanguageInput = z.infer<typeof languageSchema>;
export type Language = LanguageInput & { id: number; created_at: string; updated_at: string };
