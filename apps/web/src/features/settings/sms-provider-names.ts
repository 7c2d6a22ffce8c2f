import type { SmsProvider } from '@mise/contract/settings/setting-choices';

/** The providers' own spellings; brand names are not translated. */
export const smsProviderNames: Record<SmsProvider, string> = {
  twilio: 'Twilio',
  iqsms: 'IQSMS',
  redsms: 'RedSMS',
  smsfly: 'SMS-Fly',
};
