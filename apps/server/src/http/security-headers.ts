import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The panel keeps its token in localStorage, so no script may run but the panel's own files and
 * the inline scripts of its index.html (allowed by hash). Styles may be inline: Mantine writes
 * style attributes and <style> elements at run time. The API docs (Swagger UI) run under it too.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[] = []) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The delivery zone editor's map tiles (the panel's default tile server).
    'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** `sha256-…` of every inline <script> of a built page, as CSP's script-src takes them. */
export function inlineScriptHashes(html: string): string[] {
  const inlineScripts = html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...inlineScripts].map(
    ([, body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`,
  );
}

function readPanelHashes(webDist?: string): string[] {
  const indexFile = webDist && path.resolve(webDist, 'index.html');
  return indexFile && existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

const headersWith = (policy: string) => ({
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
});

/** The headers for an answer made outside the request hooks (Fastify's answers to malformed URLs). */
export const securityHeaders = headersWith(contentSecurityPolicy());

/**
 * Sets the security headers on every answer: API, panel, uploads and errors alike. They go on the
 * raw response, so an answer streamed past Fastify's reply carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, webDist?: string) {
  const headers = Object.entries(headersWith(contentSecurityPolicy(readPanelHashes(webDist))));
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Fastify answers a malformed URL without running any hook: its answer gets the headers here. */
export function withSecurityHeaders<Options extends { frameworkErrors: FrameworkErrors }>(options: Options) {
  const answer = options.frameworkErrors;
  const frameworkErrors: FrameworkErrors = (error, request, reply) =>
    answer(error, request, reply.headers(securityHeaders));
  return { ...options, frameworkErrors };
}
