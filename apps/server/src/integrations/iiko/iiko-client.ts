// An iikoCloud API client (../shared/integrations.md, section 1): every call a POST with a JSON body
// and the bearer token from /api/1/access_token, kept until shortly before it lapses.
import type { IikoPaymentType } from '@mise/contract/settings';
import { callProvider, parseJson } from '../messaging/provider-http.ts';

/** The lifetime iiko documents for a token is one hour; a fresh one is taken 5 minutes before. */
const tokenLifetimeMs = 55 * 60_000;

type ErrorResponse = { correlationId?: string; errorDescription?: string; error?: string | null };

/** What went wrong talking to iiko, in iiko's own words where it gave some. */
export class IikoError extends Error {
  constructor(
    message: string,
    readonly code: 'unreachable' | 'refused' | 'login',
  ) {
    super(message);
  }
}

export type IikoClientOptions = {
  /** The API's address, e.g. https://api-eu.iiko.services (the setting iiko_api_url). */
  baseUrl: string;
  /** The API login of iikoWeb → Integrations (the setting iiko_api_login). */
  apiLogin: string;
  timeoutMs?: number;
  now?: () => number;
};

export function createIikoClient({
  baseUrl,
  apiLogin,
  timeoutMs = 15_000,
  now = Date.now,
}: IikoClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function send(path: string, body: unknown, bearer?: string) {
    try {
      return await callProvider(
        'iiko',
        `${root}${path}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
    } catch (error) {
      throw new IikoError((error as Error).message, 'unreachable');
    }
  }

  const refusal = (status: number, text: string) => {
    const answer = parseJson<ErrorResponse>(text);
    return answer.errorDescription || answer.error || `HTTP ${status}`;
  };

  async function currentToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const answer = await send('/api/1/access_token', { apiLogin });
    const parsed = parseJson<{ token: string }>(answer.text);
    if (answer.status === 401 || answer.status === 400)
      throw new IikoError(`iiko refused the API login: ${refusal(answer.status, answer.text)}`, 'login');
    if (answer.status !== 200 || typeof parsed.token !== 'string')
      throw new IikoError(`iiko: ${refusal(answer.status, answer.text)}`, 'refused');
    token = { value: parsed.token, until: now() + tokenLifetimeMs };
    return token.value;
  }

  /** One call with the current token; a 401 (the token lapsed early or was revoked) takes a new one, once. */
  async function call<T>(path: string, body: unknown): Promise<Partial<T>> {
    let answer = await send(path, body, await currentToken());
    if (answer.status === 401) {
      token = undefined;
      answer = await send(path, body, await currentToken());
    }
    if (answer.status !== 200) throw new IikoError(`iiko: ${refusal(answer.status, answer.text)}`, 'refused');
    return parseJson<T>(answer.text);
  }

  return {
    /** The organization's payment types, deleted ones left out (POST /api/1/payment_types). */
    async paymentTypes(organizationId: string): Promise<IikoPaymentType[]> {
      const answer = await call<{
        paymentTypes: { id?: string; name?: string; paymentTypeKind?: string; isDeleted?: boolean }[];
      }>('/api/1/payment_types', { organizationIds: [organizationId] });
      return (answer.paymentTypes ?? [])
        .filter((type) => !type.isDeleted && typeof type.id === 'string')
        .map((type) => ({
          id: type.id as string,
          name: type.name ?? '',
          paymentTypeKind: type.paymentTypeKind ?? 'Unknown',
        }));
    },
  };
}
