import type { SessionUser, StaffRole } from '@mise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayEnterPanel, toSessionUser } from '../modules/auth/auth.service.ts';
import { findUserByToken } from '../modules/auth/token.repository.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
    token: string;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    isPublic?: boolean;
    /** Roles allowed beyond signing in; default: every panel role. */
    roles?: StaffRole[];
  }
}

function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** Checks the bearer token on every /api route that is not marked public. */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('token', '');
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.url;
    if (
      !url.startsWith('/api/') ||
      url.startsWith('/api/docs') ||
      config?.isPublic ||
      !request.routeOptions.url
    )
      return;
    const token = readBearer(request);
    if (!token) throw unauthorized();
    const user = await findUserByToken(app.db, token);
    if (!user) throw unauthorized('Your session has ended; sign in again');
    // A user who was disabled or lost a panel role has, in effect, a revoked session.
    if (!mayEnterPanel(user)) throw unauthorized('Your session has ended; sign in again');
    request.user = toSessionUser(user);
    request.token = token;
    if (config?.roles && !config.roles.includes(request.user.role)) throw forbidden();
  });
});
