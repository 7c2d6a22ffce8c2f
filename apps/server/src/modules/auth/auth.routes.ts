import { loginSchema, sessionUserSchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../http/openapi-docs.ts';
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
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a bearer token for the Authorization header. 429 with Retry-After after repeated failures.',
        security: [],
        body: loginSchema,
        response: {
          200: z.object({ token: z.string(), user: sessionUserSchema }),
          ...errorResponses(401, 403, 422, 429),
        },
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
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: z.object({ user: sessionUserSchema }), ...errorResponses(401) },
      },
    },
    (request) => ({
      user: request.user,
    }),
  );

  const logoutDocs = {
    summary: 'Sign out: the token stops working at once',
    response: { 204: noContent, ...errorResponses(401) },
  };
  app.post('/api/logout', { schema: { tags, ...logoutDocs } }, async (request, reply) => {
    await revokeToken(app.db, request.token);
    return reply.status(204).send(null);
  });
}
