import { createHash } from 'node:crypto';
import type { ServiceAccount } from '@mise/contract/settings';
import { importPKCS8, SignJWT } from 'jose';
import { DeliveryError } from './messaging-types.ts';
import { callProvider, parseJson, statusError } from './provider-http.ts';

const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is renewed this long before Google says it expires. */
const renewMarginMs = 60_000;

type CachedToken = { accessToken: string; expiresAt: number };
const cachedTokens = new Map<string, CachedToken>();

/** A new key in settings (even for the same account) must not reuse the old key's token. */
const cacheKeyOf = (account: ServiceAccount, tokenUrl: string) =>
  createHash('sha256').update(`${tokenUrl}\n${account.client_email}\n${account.private_key}`).digest('hex');

type TokenAnswer = { access_token: string; expires_in: number; error?: string; error_description?: string };

/**
 * An OAuth2 access token for FCM through the service account flow (RFC 7523): a JWT signed with the
 * account's RS256 key (iss = client_email, scope, aud = the token endpoint, one hour), exchanged at
 * the token endpoint (grant_type jwt-bearer). Kept until a minute before it expires.
 */
export async function fcmAccessToken(
  account: ServiceAccount,
  tokenUrl: string,
  timeoutMs: number,
): Promise<string> {
  const cacheKey = cacheKeyOf(account, tokenUrl);
  const cached = cachedTokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now() + renewMarginMs) return cached.accessToken;

  let assertion: string;
  try {
    const key = await importPKCS8(account.private_key, 'RS256');
    assertion = await new SignJWT({ scope: fcmScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  } catch {
    throw new DeliveryError('FCM: the service account private key cannot be read', {
      retryable: false,
      code: 'bad_private_key',
    });
  }
  const answer = await callProvider(
    'Google OAuth',
    tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    },
    timeoutMs,
  );
  const result = parseJson<TokenAnswer>(answer.text);
  if (answer.status !== 200 || !result.access_token)
    throw statusError('Google OAuth', answer, result.error_description ?? result.error ?? '', result.error);
  cachedTokens.set(cacheKey, {
    accessToken: result.access_token,
    expiresAt: Date.now() + (result.expires_in ?? 3600) * 1000,
  });
  return result.access_token;
}

/** Drops a token FCM no longer accepts (a 401), so the next call asks for a new one. */
export function forgetFcmAccessToken(account: ServiceAccount, tokenUrl: string) {
  cachedTokens.delete(cacheKeyOf(account, tokenUrl));
}
