import {
  getSettingDefinition,
  hasSettingValue,
  parseServiceAccount,
  type SettingName,
  type SettingValues,
  smsProviderCredentials,
} from '@mise/contract/settings';
import type { Executor } from '../../db/client.ts';
import { type Env, readEnv } from '../../env.ts';
import { decodeSetting } from '../../modules/setting/setting.codec.ts';
import { settingRepository } from '../../modules/setting/setting.repository.ts';
import type {
  MessagingChannel,
  MessagingEndpoints,
  MessagingSettings,
  SmsSettings,
} from './messaging-types.ts';

/** The SMS provider with every provider's credentials, and the other channels' settings. */
const messagingSettingNames: SettingName[] = [
  'sms_provider',
  ...(Object.values(smsProviderCredentials).flat() as SettingName[]),
  'sms_sender',
  'telegram_bot_token',
  'smtp_url',
  'smtp_from',
  'fcm_service_account',
  'fcm_project_id',
];

type Values = SettingValues;

export function endpointsFromEnv(env: Env = readEnv()): MessagingEndpoints {
  return {
    twilio: env.TWILIO_API_URL,
    iqsms: env.IQSMS_API_URL,
    redsms: env.REDSMS_API_URL,
    smsfly: env.SMSFLY_API_URL,
    telegram: env.TELEGRAM_API_URL,
    fcm: env.FCM_API_URL,
    googleToken: env.GOOGLE_TOKEN_URL,
  };
}

function toSmsSettings(values: Values): SmsSettings | null {
  switch (values.sms_provider) {
    case 'twilio':
      return { provider: 'twilio', dsn: values.twilio_dsn };
    case 'iqsms':
      return { provider: 'iqsms', dsn: values.iqsms_dsn };
    case 'redsms':
      return { provider: 'redsms', login: values.redsms_login, apiKey: values.redsms_apikey };
    case 'smsfly':
      return { provider: 'smsfly', login: values.smsfly_login, password: values.smsfly_password };
    default:
      return null;
  }
}

/** The credentials of every channel, read in one query; a worker loads them once per batch. */
export async function loadMessagingSettings(db: Executor, env: Env = readEnv()): Promise<MessagingSettings> {
  const values = Object.fromEntries(
    messagingSettingNames.map((name) => [name, getSettingDefinition(name).default]),
  ) as Record<string, unknown>;
  for (const row of await settingRepository.findByNames(db, messagingSettingNames)) {
    values[row.name] = decodeSetting(getSettingDefinition(row.name as SettingName), row.value);
  }
  const typed = values as Values;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    sms: toSmsSettings(typed),
    smsSender: text(typed.sms_sender),
    telegramBotToken: text(typed.telegram_bot_token),
    smtpUrl: text(typed.smtp_url),
    smtpFrom: text(typed.smtp_from),
    fcmServiceAccount: text(typed.fcm_service_account),
    fcmProjectId: text(typed.fcm_project_id),
    endpoints: endpointsFromEnv(env),
    timeoutMs: env.MESSAGING_TIMEOUT_MS,
  };
}

const hasSmsCredentials = (sms: SmsSettings | null) =>
  sms !== null &&
  Object.entries(sms)
    .filter(([key]) => key !== 'provider')
    .every(([, value]) => hasSettingValue(value));

/** Whether a channel has what it needs to send (a funnel skips or refuses the others). */
export function isChannelConfigured(settings: MessagingSettings, channel: MessagingChannel): boolean {
  switch (channel) {
    case 'sms':
      return hasSmsCredentials(settings.sms);
    case 'telegram_bot':
      return settings.telegramBotToken !== '';
    case 'email':
      return settings.smtpUrl !== '' && settings.smtpFrom !== '';
    case 'push_notification': {
      const account = parseServiceAccount(settings.fcmServiceAccount);
      return account !== null && (settings.fcmProjectId || account.project_id || '') !== '';
    }
  }
}
