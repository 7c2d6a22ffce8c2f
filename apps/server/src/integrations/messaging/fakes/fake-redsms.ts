import { randomUUID } from 'node:crypto';
import { redsmsSecret } from '../redsms.ts';
import { jsonAnswer, startFakeServer } from './fake-server.ts';

/** RedSMS: login/ts/secret headers checked (401), a used ts refused, a bad number listed under errors. */
export async function startFakeRedsms(login: string, apiKey: string) {
  const usedTimestamps = new Set<string>();
  return startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== '/api/message')
      return jsonAnswer(404, { success: false, error_message: 'Not found' });
    const ts = String(request.headers.ts ?? '');
    const isSigned = request.headers.login === login && request.headers.secret === redsmsSecret(ts, apiKey);
    if (!ts || !isSigned) return jsonAnswer(401, { success: false, error_message: 'Authorization failed' });
    if (usedTimestamps.has(ts)) return jsonAnswer(400, { success: false, error_message: 'ts already used' });
    usedTimestamps.add(ts);
    let body: { route?: string; to?: string; text?: string; from?: string };
    try {
      body = JSON.parse(request.body);
    } catch {
      return jsonAnswer(400, { success: false, error_message: 'Invalid JSON' });
    }
    if (body.route !== 'sms' || !body.text)
      return jsonAnswer(400, { success: false, error_message: 'Invalid params' });
    if (!/^\d{10,15}$/.test(body.to ?? ''))
      return jsonAnswer(200, {
        success: true,
        items: [],
        errors: [{ to: body.to, message: 'Invalid phone number' }],
        count: 0,
      });
    return jsonAnswer(200, {
      success: true,
      items: [{ uuid: randomUUID(), to: body.to, status: 'created' }],
      errors: [],
      count: 1,
    });
  });
}
