// A tiny JSON client for the public API, plus a bounded-concurrency runner.
import { performance } from 'node:perf_hooks';

export function createApiClient(baseUrl, token) {
  const authorization = token ? { authorization: `Bearer ${token}` } : {};

  async function request(method, path, body) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? authorization : { ...authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const milliseconds = performance.now() - started;
    if (!response.ok) {
      const error = new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      error.status = response.status;
      throw error;
    }
    return { data: text ? JSON.parse(text) : undefined, milliseconds };
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
}

/** POST /api/login; resolves to { token, user }. */
export async function signIn(baseUrl, credentials) {
  const { data } = await createApiClient(baseUrl).post('/api/login', credentials);
  return data;
}

/**
 * Runs task(index) for index in [0, count) with at most `limit` in flight. Stops at the first
 * error (rethrown) or, without error, when `deadline` (a Date.now() value) passes; returns how
 * many tasks finished.
 */
export async function runPool(count, limit, task, { onProgress, deadline = Number.POSITIVE_INFINITY } = {}) {
  let next = 0;
  let done = 0;
  let failure;
  async function worker() {
    while (next < count && !failure && Date.now() < deadline) {
      const index = next++;
      try {
        await task(index);
      } catch (error) {
        failure ??= error;
        return;
      }
      done++;
      onProgress?.(done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  if (failure) throw failure;
  return done;
}
