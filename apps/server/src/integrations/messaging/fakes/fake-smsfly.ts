import { basicCredentials, startFakeServer } from './fake-server.ts';

const xmlAnswer = (body: string) => ({
  status: 200,
  body: `<?xml version="1.0" encoding="utf-8"?>\n${body}`,
  headers: { 'content-type': 'text/xml; charset=utf-8' },
});

const state = (code: string, extra = '') =>
  xmlAnswer(`<message><state code="${code}"${extra}></state></message>`);

/** SMS-Fly's XML gate: Basic auth ("Access denied!"), SENDSMS with a recipient, body and source. */
export async function startFakeSmsFly(login: string, password: string) {
  let nextCampaign = 5000;
  return startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== '/api/api.php')
      return { status: 404, body: 'Not found' };
    const [user, secret] = basicCredentials(request.headers) ?? [];
    if (user !== login || secret !== password)
      return { status: 200, body: 'Access denied! Incorrect login or password.' };
    if (!/<operation>SENDSMS<\/operation>/.test(request.body)) return state('XMLERROR');
    const recipient = /<recipient>([^<]*)<\/recipient>/.exec(request.body)?.[1] ?? '';
    if (!/^\d{10,15}$/.test(recipient)) return state('ERRPHONES');
    if (!/<body>[^<]+<\/body>/.test(request.body)) return state('ERRTEXT');
    if (!/source="[^"]+"/.test(request.body)) return state('ERRALFANAME');
    const campaign = nextCampaign++;
    return xmlAnswer(
      `<message><state code="ACCEPT" campaignID="${campaign}" date="2026-01-01 12:00:00">` +
        `The campaign has been accepted</state><to recipient="${recipient}" status="ACCEPTED" /></message>`,
    );
  });
}
