import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markRoutesPublic, registerPublic } from './authenticate.ts';

type StaticSettings = { uploadsDir: string; webDist?: string };

/**
 * Uploads under /images and /videos, and the built panel with its router's fallback; all public.
 * Uploads keep the extension their checked bytes gave them (uploads.ts), so the type served is that one.
 */
export async function registerStaticFiles(app: FastifyInstance, settings: StaticSettings) {
  for (const kind of ['images', 'videos']) {
    await mkdir(path.resolve(settings.uploadsDir, kind), { recursive: true });
    await registerPublic(app, fastifyStatic, {
      root: path.resolve(settings.uploadsDir, kind),
      prefix: `/${kind}/`,
      decorateReply: false,
      maxAge: '7d',
    });
  }
  const webDist = settings.webDist && path.resolve(settings.webDist);
  const hasPanel = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    if (hasPanel) {
      await scope.register(fastifyStatic, {
        root: webDist!,
        prefix: '/',
        preCompressed: true,
        index: ['index.html'],
        setHeaders: (reply, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // `send` refuses odd spellings such as /api//user with 403; no file or route is there, so say 404.
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (error.statusCode !== 403) throw error;
      return reply
        .status(404)
        .send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
    });
    // Any other GET that is not the API or a file belongs to the panel's router. This handler only
    // chooses between the panel's page and a 404: no route matched, so it never answers data.
    scope.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const isPanelPath =
        request.method === 'GET' && !/^\/(api|images|videos)(\/|$)/i.test(url) && !/\.\w+$/.test(url);
      if (hasPanel && isPanelPath)
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist!);
      return reply.status(404).send({ message: `No such path: ${request.method} ${url}` });
    });
  });
}
