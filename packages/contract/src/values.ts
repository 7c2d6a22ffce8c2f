import { z } from 'zod';
import { messageKeys } from './messages.ts';
import type { Translatable } from './translatable.ts';

/** Single-line text that must not be blank. */
export const requiredTextSchema = (max: number) =>
  z.string().trim().min(1, messageKeys.required).max(max, messageKeys.tooLong);

/** Text that may be left out, null or blank. */
export const optionalTextSchema = (max: number) => z.string().trim().max(max, messageKeys.tooLong).nullish();

/** The id of another record (a form's picker value, a multipart field's text). */
export const referenceIdSchema = z.number().int().positive();

/** numeric(12,2) holds up to ten digits before the point; the database rounds to two decimals. */
export const moneySchema = z
  .number({ error: (issue) => (issue.input == null ? messageKeys.required : messageKeys.invalidNumber) })
  .min(0, messageKeys.positiveOrZero)
  .max(9_999_999_999, messageKeys.tooLong);

/** A percent from 0 to 100, travelling as a number. */
export const percentSchema = z
  .number()
  .min(0, messageKeys.positiveOrZero)
  .max(100, messageKeys.percentTooBig);

/** How a record shows another it points to: `{ id, name }`. */
export type NamedReference = { id: number; name: Translatable | string };
