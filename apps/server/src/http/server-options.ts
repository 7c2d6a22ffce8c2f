import type { FastifyServerOptions } from 'fastify';

type LogSettings = { logLevel?: string; logStream?: NodeJS.WritableStream };

const redacted = '[redacted]';

/** Where a password, token or secret could sit in a logged object (pino paths; `*` is one level). */
const secretPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  '*.password',
  '*.password_hash',
  '*.token',
  '*.authorization',
  'err.params',
  'err.cause.params',
];

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** A failed query's message lists its parameters (a password hash, a secret setting): drop them. */
const withoutQueryParameters = (text = '') => text.replace(/\nparams: [\s\S]*?(\n {4}at |$)/, '\n$1');

function serializeError(error: Error): SerializedError {
  const fields = error as Error & Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutQueryParameters(error.message),
    stack: withoutQueryParameters(error.stack),
  };
  for (const key of ['code', 'statusCode', 'validationContext'])
    if (key in error) serialized[key] = fields[key];
  if (error.cause instanceof Error) serialized.cause = serializeError(error.cause);
  return serialized;
}

/** The logger: off when silent; never writes passwords, hashes, tokens or query parameters. */
export function loggerOptions({ logLevel, logStream }: LogSettings): FastifyServerOptions['logger'] {
  if (!logLevel || logLevel === 'silent') return false;
  return {
    level: logLevel,
    redact: { paths: secretPaths, censor: redacted },
    serializers: { err: serializeError },
    hooks: {
      // pino takes a logged error's message as the line's `msg`, past the serializer.
      logMethod(args, log) {
        const [first, ...rest] = args as unknown[];
        const text = rest.map((part) => (typeof part === 'string' ? withoutQueryParameters(part) : part));
        if (first instanceof Error && text.length === 0) text.push(withoutQueryParameters(first.message));
        const head = typeof first === 'string' ? withoutQueryParameters(first) : first;
        return log.apply(this, [head, ...text] as Parameters<typeof log>);
      },
    },
    ...(logStream ? { stream: logStream } : {}),
  };
}

/**
 * A slow or stalled client cannot hold a connection for ever: the whole request (a 10 MB upload
 * included) must arrive in two minutes, an idle socket closes after one, and keep-alive outlives a
 * proxy's usual 60 s idle timeout so the proxy, not this server, closes idle connections.
 */
export const timeoutOptions = {
  requestTimeout: 120_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 72_000,
} satisfies FastifyServerOptions;

/** A hop count becomes Fastify's own rule for numbers (its types take only the function form). */
export const toTrustProxy = (trust: boolean | number | string[] = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
