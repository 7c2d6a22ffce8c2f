import { z } from 'zod';
import { documentedOnly } from './validation.ts';

/** API.md's one error body. */
export const errorBodySchema = z
  .object({
    message: z.string().describe('What went wrong, in English, for the developer'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Field (or nested path like addresses.0.country, or _ for the whole record) to a message key such as ' +
          'messages.required, messages.already_exists, messages.still_used_by, messages.file_too_large',
      ),
  })
  .describe('Error body of API.md: {message, errors?}');

const errorMeanings = {
  400: 'Malformed request: bad JSON in filters, unknown sort or filter field, bad URL encoding',
  401: 'Missing, unknown, expired or revoked token',
  403: 'The signed-in user may not do this',
  404: 'Unknown id or path',
  409:
    'Conflict: a duplicate unique value (errors: {field: messages.already_exists}) or a row still used ' +
    'elsewhere (errors: {streets: messages.still_used_by}, the key naming the list that uses it)',
  413: 'Upload or body too large (errors: {field: messages.file_too_large})',
  415: 'A file of a type the field does not accept, or a body that is neither JSON nor multipart',
  422: 'Validation failed: errors maps each bad field to a message key',
  429: 'Too many attempts',
} as const;

export type ErrorStatus = keyof typeof errorMeanings;

/** Response entries for the given error statuses, each with API.md's body. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, documentedOnly(errorBodySchema.describe(errorMeanings[status]))]),
  ) as Record<ErrorStatus, typeof errorBodySchema>;
}

/** The 204 of a delete or sign-out: no body. */
export const noContent = documentedOnly(z.null().describe('No content'));
