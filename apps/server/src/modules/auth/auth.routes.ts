import { loginSchema, sessionUserSchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signIn, TooManyAttempts } from './auth.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { revokeToken } from './token.repository.ts';

export function registerAuthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle();
  const tags = ['auth'];

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        security: [],
        body: loginSchema,
        response: { 200: z.object({ token: z.string(), user: sessionUserSchema }) },
      },
      config: { isPublic: true },
    },
    async (request, reply) => {
      // request.ip is the socket's address unless TRUST_PROXY names the proxies in front.
      try {
        return await signIn(app.db, throttle, request.body, request.ip, app.settings.tokenTtlHours);
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  app.get(
    '/api/me',
    { schema: { tags, response: { 200: z.object({ user: sessionUserSchema }) } } },
    (request) => ({
      user: request.user,
    }),
  );

  app.post('/api/logout', { schema: { tags } }, async (request, reply) => {
    await revokeToken(app.db, request.token);
    return reply.status(204).send();
  });
}
