import { z } from 'zod';
import { messageKeys } from './messages.ts';

const languageCode = z.string().regex(/^[a-z]{2,4}$/);

/** A value per language: `{ en: "Margherita", ru: "Маргарита" }`. */
export const translatableSchema = z.record(languageCode, z.string().max(2000));
export type Translatable = z.infer<typeof translatableSchema>;

/** Translatable value with at least one non-blank text. */
export const requiredTranslatableSchema = translatableSchema.refine(
  (value) => Object.values(value).some((text) => text.trim() !== ''),
  { message: messageKeys.required },
);
