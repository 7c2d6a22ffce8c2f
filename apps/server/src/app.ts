import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { authenticate } from './http/authenticate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { UploadStore } from './http/uploads.ts';
import { schemaValidator } from './http/validation.ts';
import { registerModules } from './modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
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
};

/** Builds the whole server; main.ts listens with it, tests inject into it. */
export async function buildApp(
  db: Database,
  settings: AppSettings,
  /** Extra routes, registered before the panel's fallback (tests declare throw-away resources). */
  extend?: (app: FastifyInstance) => Promise<void> | void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: settings.logLevel && settings.logLevel !== 'silent' ? { level: settings.logLevel } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.decorate('db', db);
  app.decorate('uploads', new UploadStore(settings.uploadsDir));
  app.decorate('settings', settings);
  app.setValidatorCompiler(schemaValidator);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(multipart, { limits: { fileSize: settings.uploadMaxBytes, files: 5, fields: 200 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mise API', version: '1.0.0', description: 'The back office of a restaurant' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authenticate);
  app.get('/api/health', { config: { isPublic: true } }, async () => ({ status: 'ok' }));
  await registerModules(app);
  await extend?.(app);
  await registerStaticFiles(app, settings);
  return app;
}

async function registerStaticFiles(app: FastifyInstance, settings: AppSettings) {
  for (const kind of ['images', 'videos']) {
    await mkdir(path.resolve(settings.uploadsDir, kind), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(settings.uploadsDir, kind),
      prefix: `/${kind}/`,
      decorateReply: false,
      maxAge: '7d',
    });
  }
  const webDist = settings.webDist && path.resolve(settings.webDist);
  const hasPanel = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (hasPanel) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      preCompressed: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Any other GET that is not the API or a file belongs to the panel's router.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPanelPath =
      request.method === 'GET' && !/^\/(api|images|videos)(\/|$)/.test(url) && !/\.\w+$/.test(url);
    if (hasPanel && isPanelPath)
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist!);
    return reply.status(404).send({ message: `No such path: ${request.method} ${url}` });
  });
}
