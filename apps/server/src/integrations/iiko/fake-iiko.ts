import { randomUUID } from 'node:crypto';
import { type FakeAnswer, jsonAnswer, startFakeServer } from '../messaging/fakes/fake-server.ts';

export type FakePaymentType = { id: string; name: string; paymentTypeKind: string; isDeleted?: boolean };

const errorAnswer = (status: number, errorDescription: string): FakeAnswer =>
  jsonAnswer(status, { correlationId: randomUUID(), errorDescription, error: null });

/**
 * iikoCloud as its OpenAPI description has it: POST with JSON everywhere, a token from
 * /api/1/access_token for the one API login it knows, 401 with an ErrorResponse for a missing,
 * unknown or expired token. `expireTokens()` makes every token issued so far lapse at once.
 */
export async function startFakeIiko(options: {
  apiLogin: string;
  organizationId: string;
  paymentTypes: FakePaymentType[];
}) {
  const valid = new Set<string>();
  let issued = 0;
  const server = await startFakeServer((request) => {
    if (request.method !== 'POST') return errorAnswer(405, 'Method not allowed');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body);
    } catch {
      return errorAnswer(400, 'Invalid JSON');
    }
    if (request.path === '/api/1/access_token') {
      if (body.apiLogin !== options.apiLogin) return errorAnswer(401, 'Login is not authorized');
      const token = `token-${++issued}`;
      valid.add(token);
      return jsonAnswer(200, { correlationId: randomUUID(), token });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !valid.has(bearer)) return errorAnswer(401, 'Unauthorized');
    if (request.path === '/api/1/payment_types') {
      const ids = body.organizationIds;
      if (!Array.isArray(ids) || !ids.includes(options.organizationId))
        return errorAnswer(400, 'Organization is not found or is not accessible');
      const paymentTypes = options.paymentTypes.map((type) => ({
        ...type,
        isDeleted: type.isDeleted ?? false,
        combinable: true,
        applicableMarketingCampaigns: [],
        printCheque: true,
        terminalGroups: [],
      }));
      return jsonAnswer(200, { correlationId: randomUUID(), paymentTypes });
    }
    return errorAnswer(404, 'Not found');
  });
  return {
    ...server,
    /** How many tokens were handed out. */
    tokensIssued: () => issued,
    expireTokens: () => valid.clear(),
  };
}
