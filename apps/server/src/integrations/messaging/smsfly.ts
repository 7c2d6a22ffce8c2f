import type { MessagingSettings, OutgoingMessage, SentMessage } from './messaging-types.ts';
import { DeliveryError } from './messaging-types.ts';
import { callProvider, digitsOf, plainTextOf, statusError } from './provider-http.ts';

/** SMS-Fly's shared alpha name, used while the restaurant has none of its own. */
const defaultSource = 'InfoCentr';

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`,
  );

const attributeOf = (xml: string, element: string, name: string) =>
  new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

/**
 * SMS-Fly XML API: POST /api/api.php with Basic auth (login:password) and a text/xml body
 * <request><operation>SENDSMS</operation><message ... source><body/><recipient/></message></request>.
 * The answer's <state code> is ACCEPT with a campaignID, or an error code (ERRPHONES, ERRTEXT,
 * ERRALFANAME, INSUFFICIENTFUNDS, ...); wrong credentials answer "Access denied!".
 */
export async function sendSmsFly(
  credentials: { login: string; password: string },
  message: OutgoingMessage,
  settings: MessagingSettings,
): Promise<SentMessage> {
  const source = escapeXml(settings.smsSender || defaultSource);
  const xml =
    '<?xml version="1.0" encoding="utf-8"?>\n<request><operation>SENDSMS</operation>' +
    `<message start_time="AUTO" end_time="AUTO" lifetime="24" rate="120" desc="Mise" source="${source}">` +
    `<body>${escapeXml(plainTextOf(message))}</body><recipient>${digitsOf(message.address)}</recipient>` +
    '</message></request>';
  const basic = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64');
  const answer = await callProvider(
    'SMS-Fly',
    `${settings.endpoints.smsfly}/api/api.php`,
    {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'text/xml', accept: 'text/xml' },
      body: xml,
    },
    settings.timeoutMs,
  );
  if (/access denied/i.test(answer.text) || answer.status === 401)
    throw new DeliveryError('SMS-Fly: wrong login or password', { retryable: false, code: 'DENIED' });
  if (answer.status !== 200) throw statusError('SMS-Fly', answer, '');
  const code = attributeOf(answer.text, 'state', 'code');
  const campaignId = attributeOf(answer.text, 'state', 'campaignID');
  if (code === 'ACCEPT' && campaignId) return { providerMessageId: campaignId };
  throw new DeliveryError(`SMS-Fly: ${code ?? 'an answer without a state'}`, {
    retryable: code === undefined,
    code: code ?? 'bad_answer',
  });
}
