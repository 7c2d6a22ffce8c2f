import type { Socket } from 'node:net';
import { toFieldErrors } from '@mise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
      return reply
        .status(413)
        .send({ message: 'The request is too large', errors: { _: 'messages.file_too_large' } });
    }
    if (status === 415) {
      const message = `Unsupported media type: send JSON or multipart/form-data (${error.message})`;
      return reply.status(415).send({ message, errors: { _: 'messages.unsupported_media_type' } });
    }
    const message = status === 400 ? `Malformed request: ${error.message}` : error.message;
    return reply.status(status).send({ message: message || 'Bad request' });
  });
}

/**
 * Fastify options for failures before any route runs: a URL that is not valid percent-encoding
 * (`/api/%E0%A4%A`) and a request Node cannot parse at all (a broken header line).
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    reply.status(400).send({ message: `Malformed request: ${error.message}` }),
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return socket.destroy(error);
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      message: tooLarge ? 'Request headers are too large' : 'Malformed request',
    });
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  },
};
