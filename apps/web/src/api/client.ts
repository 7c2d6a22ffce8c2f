import type { ApiErrorBody } from '@mise/contract';
import { clearSession, getToken } from '../app/session.ts';

const apiPrefix = '/api';
const loginPath = '/login';

export type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | object;
export type QueryParams = Record<string, QueryValue>;
export type RequestOptions = { signal?: AbortSignal };

/** Every failed call, with the body of API.md: `{message, errors?}`; status 0 means no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

let handleUnauthorized: () => void = () => window.location.assign('/');

/** The router registers how to go to `/` once a 401 has cleared the session. */
export function onUnauthorized(handler: () => void): void {
  handleUnauthorized = handler;
}

/** Arrays and objects (e.g. `filters`) travel as JSON text; empty values are left out. */
export function toSearchParams(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy page, an empty body): the status text is all we have.
  }
  return new ApiError(response.status, body.message || response.statusText || 'Request failed', body.errors);
}

async function request<T>(method: string, path: string, body?: object | FormData, options?: RequestOptions) {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${apiPrefix}${path}`, {
      method,
      headers,
      body: payload,
      signal: options?.signal,
    });
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && path !== loginPath) {
      clearSession();
      handleUnauthorized();
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The file name a `Content-Disposition: attachment; filename="..."` answer suggests. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];

/**
 * A file answer (a CSV export) in the given language: fetched with the bearer header, which a plain
 * link cannot send.
 */
async function download(path: string, query: QueryParams, language: string) {
  const headers = new Headers({ 'Accept-Language': language });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${apiPrefix}${path}${toSearchParams(query)}`, { headers }).catch((error) => {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  });
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401) {
      clearSession();
      handleUnauthorized();
    }
    throw error;
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) ?? 'export' };
}

/** The one way the panel talks to the server; paths are relative to `/api`. */
export const api = {
  get: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    request<T>('GET', `${path}${toSearchParams(query)}`, undefined, options),
  post: <T>(path: string, body?: object | FormData, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  delete: (path: string, options?: RequestOptions) => request<void>('DELETE', path, undefined, options),
  download,
};
