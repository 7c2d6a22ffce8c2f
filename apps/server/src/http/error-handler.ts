import { toFieldErrors } from '@mise/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { translateDatabaseError } from './database-errors.ts';
import { AppError } from './errors.ts';

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function validationErrors(issues: ValidationIssue[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    errors[path] ??= issue.message ?? 'messages.invalid';
  }
  return errors;
}

/** Every failure leaves as one of API.md's bodies; only real bugs become 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    const error = translateDatabaseError(rawError) as FastifyError;
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ message: 'Validation failed', errors: toFieldErrors(error) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      if (context === 'params') return reply.status(404).send({ message: 'Not found' });
      const errors = validationErrors(error.validation as ValidationIssue[]);
      const status = context === 'body' ? 422 : 400;
      const message =
        status === 400 ? `Invalid ${context}: ${Object.keys(errors).join(', ')}` : 'Validation failed';
      return reply.status(status).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ message: 'Something went wrong on the server' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ message: 'The upload is too large' });
    }
    if (status === 415) return reply.status(415).send({ message: error.message || 'Unsupported media type' });
    const message = status === 400 ? `Malformed request: ${error.message}` : error.message;
    return reply.status(status).send({ message });
  });
}
