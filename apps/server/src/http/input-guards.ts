import type { FieldErrors } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const invalidCharactersKey = 'messages.invalid_characters';

/**
 * Paths of every text (value or key) holding U+0000, which PostgreSQL cannot store in text or
 * jsonb. Walks without recursion, so a body nested a million levels deep cannot overflow the stack.
 */
export function nulCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0 && found.length < 20) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path || '_');
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(path || '_');
        else pending.push([child, childPath]);
      }
    }
  }
  return found;
}

export function rejectNulCharacters(value: unknown, status: 400 | 422) {
  const paths = nulCharacterPaths(value);
  if (paths.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path, invalidCharactersKey]));
  throw new AppError(status, 'Text may not contain the NUL character (U+0000)', errors);
}

/** Refuses NUL in query strings (400) and JSON bodies (422); multipart is checked where it is read. */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    rejectNulCharacters(request.query, 400);
    rejectNulCharacters(request.body, 422);
  });
}
