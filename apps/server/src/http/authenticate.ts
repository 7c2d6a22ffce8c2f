import type { SessionUser, StaffRole } from '@mise/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { mayEnterPanel, toSessionUser } from '../modules/auth/auth.service.ts';
import { findTokenSession, tokenDigest } from '../modules/auth/token.repository.ts';
import { forbidden, unauthorized } from './errors.ts';
import { createSessionCache, sessionsChannel } from './session-cache.ts';

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

/** The user a token signs in, while it is valid: asks the database (a long-lived event stream asks again now and then). */
export async function findSessionUser(db: Executor, token: string) {
  const session = await findTokenSession(db, tokenDigest(token));
  // A user who was disabled or lost a panel role has, in effect, a revoked session.
  return session && mayEnterPanel(session.user) ? session : undefined;
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every matched route needs a token unless its own config says `isPublic`: the decision reads the
 * route the router chose, never the raw URL (which may spell the same route as `/%61pi/user`).
 * Unmatched requests go to the not-found handler, which answers the panel's page or a 404, never data.
 */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('token', '');
  const sessions = createSessionCache();
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.listenToChannel(sessionsChannel, () => sessions.clear());
  });
  app.addHook('onClose', async () => stopListening?.());
  // A write may have disabled a user or ended sessions: forget them before the answer goes out
  // (the database's NOTIFY, which tells every process, may arrive after the next request).
  app.addHook('onSend', async (request) => {
    if (!readOnlyMethods.has(request.method)) sessions.clear();
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (request.is404 || config?.isPublic) return;
    const token = readBearer(request);
    if (!token) throw unauthorized();
    const tokenHash = tokenDigest(token);
    let user = sessions.get(tokenHash);
    if (!user) {
      const lookedUpAt = sessions.generation;
      const session = await findSessionUser(app.db, token);
      if (!session) throw unauthorized('Your session has ended; sign in again');
      user = toSessionUser(session.user);
      sessions.remember(tokenHash, user, session.expiresAt, lookedUpAt);
    }
    request.user = user;
    request.token = token;
    if (config?.roles && !config.roles.includes(request.user.role)) throw forbidden();
  });
});

/** Registers a plugin whose every route is reachable without a token (static files, the API docs). */
export async function registerPublic<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  options: Options,
) {
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(plugin, options);
  });
}

/** Every route declared from now on in this (encapsulated) scope is reachable without a token. */
export function markRoutesPublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, isPublic: true };
  });
}
