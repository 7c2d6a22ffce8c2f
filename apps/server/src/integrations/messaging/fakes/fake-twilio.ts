import { basicCredentials, jsonAnswer, startFakeServer } from './fake-server.ts';

const messagesPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/**
 * Twilio's Messages API as documented: Basic auth (401 code 20003), the account in the path,
 * a form body; a To that is not E.164 is error 21211 (400); success is 201 with the message resource.
 */
export async function startFakeTwilio(accounts: Record<string, string>) {
  let nextId = 1;
  return startFakeServer((request) => {
    const match = messagesPath.exec(request.path);
    if (request.method !== 'POST' || !match)
      return jsonAnswer(404, { code: 20404, message: 'Not found', status: 404 });
    const [sid, token] = basicCredentials(request.headers) ?? [];
    if (!sid || accounts[sid] !== token || sid !== decodeURIComponent(match[1]))
      return jsonAnswer(401, { code: 20003, message: 'Authenticate', status: 401 });
    const form = new URLSearchParams(request.body);
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return jsonAnswer(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    if (!form.get('Body'))
      return jsonAnswer(400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return jsonAnswer(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    const messageSid = `SM${String(nextId++).padStart(32, '0')}`;
    return jsonAnswer(201, {
      sid: messageSid,
      account_sid: sid,
      to,
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
    });
  });
}
