import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Listen } from './db/listener.ts';
import { authenticate, registerPublic } from './http/authenticate.ts';
import { frameworkErrorOptions, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerSecurityHeaders, withSecurityHeaders } from './http/security-headers.ts';
import { loggerOptions, timeoutOptions, toTrustProxy } from './http/server-options.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { UploadStore } from './http/uploads.ts';
import { schemaSerializer, schemaValidator } from './http/validation.ts';
import { registerModules } from './modules/index.ts';
import { pricingReference } from './modules/pricing/pricing-reference.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** LISTEN for the database's NOTIFY (db/listener.ts). */
    listenToChannel: Listen;
    uploads: UploadStore;
    settings: AppSettings;
  }
}

export type AppSettings = {
  uploadsDir: string;
  uploadMaxBytes: number;
  tokenTtlHours: number;
  webDist?: string;
  logLevel?: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); none by default. */
  trustProxy?: boolean | number | string[];
  /** Requests a storefront API key may make per window, per route (429 beyond). */
  storefrontRateLimit?: { max: number; timeWindowMs: number };
};

export type AppDatabase = Pick<DatabaseHandle, 'db' | 'listen'>;

/** Builds the whole server; main.ts listens with it, tests inject into it. */
export async function buildApp(
  database: AppDatabase,
  settings: AppSettings,
  /** Extra routes, registered before the panel's fallback (tests declare throw-away resources). */
  extend?: (app: FastifyInstance) => Promise<void> | void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(settings),
    trustProxy: toTrustProxy(settings.trustProxy),
    ...timeoutOptions,
    bodyLimit: 2 * 1024 * 1024,
    ...withSecurityHeaders(frameworkErrorOptions),
  });
  app.decorate('db', database.db);
  app.decorate('listenToChannel', database.listen);
  app.decorate('uploads', new UploadStore(settings.uploadsDir));
  app.decorate('settings', settings);
  app.setValidatorCompiler(schemaValidator);
  app.setSerializerCompiler(schemaSerializer);
  registerErrorHandler(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, settings.webDist);

  await app.register(multipart, { limits: { fileSize: settings.uploadMaxBytes, files: 5, fields: 200 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mise API',
        version: '1.0.0',
        description: `The back office of a restaurant.\n${pricingReference}`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await registerPublic(app, swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authenticate);
  const healthDocs = {
    summary: 'Liveness check',
    security: [],
    response: { 200: z.object({ status: z.literal('ok') }) },
  };
  app.get('/api/health', { schema: healthDocs, config: { isPublic: true } }, async () => ({
    status: 'ok' as const,
  }));
  await registerModules(app);
  await extend?.(app);
  await registerStaticFiles(app, settings);
  return app;
}
