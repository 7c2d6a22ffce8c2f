import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, exportJWK, importSPKI, jwtVerify } from 'jose';
import { jsonAnswer, startFakeServer } from './fake-server.ts';

const fcmError = (code: number, status: string, errorCode?: string) =>
  jsonAnswer(code, {
    error: {
      code,
      message: `${status} (fake FCM)`,
      status,
      details: errorCode
        ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }]
        : [],
    },
  });

/** A service account key file as Google issues it, with a fresh RSA key. */
export function makeServiceAccount(projectId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'fake-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `mise@${projectId}.iam.gserviceaccount.com`,
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return {
    account,
    json: JSON.stringify(account),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * Google's token endpoint (/token: a jwt-bearer assertion signed by the account's key, iss and aud
 * checked) and FCM v1 (/v1/projects/{project}/messages:send with that bearer token) in one server.
 * Device tokens not in `devices` are UNREGISTERED (404); `revokeTokens` makes the next send a 401.
 */
export async function startFakeFcm(options: {
  projectId: string;
  clientEmail: string;
  publicKeyPem: string;
  devices: string[];
}) {
  const publicKey = await importSPKI(options.publicKeyPem, 'RS256');
  const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'RS256' }] });
  const issuedTokens = new Set<string>();
  let nextToken = 1;
  let nextMessage = 1;
  let tokenUrl = '';

  const server = await startFakeServer(async (request) => {
    if (request.method === 'POST' && request.path === '/token') {
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return jsonAnswer(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', keySet, {
          issuer: options.clientEmail,
          audience: tokenUrl,
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
      } catch {
        return jsonAnswer(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const accessToken = `ya29.fake-${nextToken++}`;
      issuedTokens.add(accessToken);
      return jsonAnswer(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.path);
    if (request.method !== 'POST' || !match) return fcmError(404, 'NOT_FOUND');
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!issuedTokens.has(bearer)) return fcmError(401, 'UNAUTHENTICATED');
    if (match[1] !== options.projectId) return fcmError(403, 'PERMISSION_DENIED', 'SENDER_ID_MISMATCH');
    let body: { message?: { token?: string; notification?: { title?: string; body?: string } } };
    try {
      body = JSON.parse(request.body);
    } catch {
      return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
    }
    const device = body.message?.token ?? '';
    if (!device || !body.message?.notification?.body)
      return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
    if (!options.devices.includes(device)) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
    return jsonAnswer(200, { name: `projects/${options.projectId}/messages/${nextMessage++}` });
  });
  tokenUrl = `${server.url}/token`;
  return {
    ...server,
    tokenUrl,
    revokeTokens: () => issuedTokens.clear(),
    unavailable: () => fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'),
    quotaExceeded: () => fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'),
  };
}
