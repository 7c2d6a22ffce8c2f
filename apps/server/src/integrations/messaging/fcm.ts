import { parseServiceAccount } from '@mise/contract/settings';
import { fcmAccessToken, forgetFcmAccessToken } from './fcm-token.ts';
import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { notConfigured } from './messaging-types.ts';
import { callProvider, parseJson, statusError } from './provider-http.ts';

type FcmAnswer = {
  name?: string;
  error?: { code: number; message: string; status: string; details?: { errorCode?: string }[] };
};

/**
 * FCM HTTP v1: POST /v1/projects/{project}/messages:send with a bearer token of the service account
 * and {message: {token, notification: {title, body}}}; the answer is {name} or a Google error
 * ({error: {code, status, details: [{errorCode: UNREGISTERED | INVALID_ARGUMENT | ...}]}}).
 * 429, 500 and 503 are retryable; a token that expired early (401) is renewed once.
 */
export async function sendPush(message: OutgoingMessage, settings: MessagingSettings): Promise<SentMessage> {
  const account = parseServiceAccount(settings.fcmServiceAccount);
  if (!account) throw notConfigured('The FCM service account');
  const projectId = settings.fcmProjectId || account.project_id;
  if (!projectId) throw notConfigured('The FCM project id');
  const url = `${settings.endpoints.fcm}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
  const body = JSON.stringify({
    message: {
      token: message.address,
      notification: {
        ...(message.header.trim() ? { title: message.header.trim() } : {}),
        body: message.content,
      },
    },
  });

  for (let attempt = 1; ; attempt += 1) {
    const accessToken = await fcmAccessToken(account, settings.endpoints.googleToken, settings.timeoutMs);
    const answer = await callProvider(
      'FCM',
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body,
      },
      settings.timeoutMs,
    );
    const result = parseJson<FcmAnswer>(answer.text);
    if (answer.status === 200 && result.name) return { providerMessageId: result.name };
    if (answer.status === 401 && attempt === 1) {
      forgetFcmAccessToken(account, settings.endpoints.googleToken);
      continue;
    }
    const errorCode = result.error?.details?.find((detail) => detail.errorCode)?.errorCode;
    throw statusError('FCM', answer, result.error?.message ?? '', errorCode ?? result.error?.status);
  }
}
