import { z } from 'zod';
import { type FieldErrors, messageKeys } from '../messages.ts';
import { type SmsProvider, smsProviderCredentials, smsProviders } from './setting-choices.ts';
import { type SettingName, settingRegistry } from './setting-registry.ts';

type Values = Partial<Record<string, unknown>>;

/** A rule across settings: while `when` holds, the settings it names must have a value. */
export type SettingRule = {
  /** Every setting the rule reads or requires; a save touching none of them skips the rule. */
  involves: SettingName[];
  required: (values: Values) => string[];
};

const credentialNames = [...new Set(Object.values(smsProviderCredentials).flat())] as SettingName[];

export const settingRules: SettingRule[] = [
  {
    involves: ['google_delivery_zones_enabled', 'google_delivery_zones_api_key'],
    required: (values) =>
      values.google_delivery_zones_enabled === true ? ['google_delivery_zones_api_key'] : [],
  },
  {
    involves: ['sales_email_enabled', 'sales_email'],
    required: (values) => (values.sales_email_enabled === true ? ['sales_email'] : []),
  },
  {
    involves: ['enabled_captcha', 'google_recaptcha_key', 'google_recaptcha_secret_key'],
    required: (values) =>
      values.enabled_captcha === true ? ['google_recaptcha_key', 'google_recaptcha_secret_key'] : [],
  },
  {
    involves: ['sms_provider', ...credentialNames],
    required: (values) =>
      smsProviders.includes(values.sms_provider as SmsProvider)
        ? smsProviderCredentials[values.sms_provider as SmsProvider]
        : [],
  },
];

export const hasSettingValue = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

type RuleOptions = {
  /** Only rules touching one of these names run (a partial save leaves other rules alone). */
  changed?: Iterable<string>;
  /** Whether a setting counts as given; by default a non-empty value (a stored secret counts too). */
  isPresent?: (name: string, values: Values) => boolean;
};

/** The conditional "required" rules of the spec, over a full set of values. */
export function checkSettingRules(values: Values, options: RuleOptions = {}): FieldErrors {
  const changed = options.changed ? new Set(options.changed) : undefined;
  const isPresent = options.isPresent ?? ((name, all) => hasSettingValue(all[name]));
  const errors: FieldErrors = {};
  for (const rule of settingRules) {
    if (changed && !rule.involves.some((name) => changed.has(name))) continue;
    for (const name of rule.required(values)) {
      if (!isPresent(name, values)) errors[name] ??= messageKeys.required;
    }
  }
  return errors;
}

/**
 * The form schema of a settings screen: the registry's schemas of `names`, plus the rules that lie
 * wholly inside them. `storedSecrets` are secrets kept on the server that the form left empty.
 */
export function buildSettingsFormSchema(
  names: SettingName[],
  storedSecrets: ReadonlySet<string> = new Set(),
) {
  const shape = Object.fromEntries(names.map((name) => [name, settingRegistry[name].schema])) as {
    [Name in SettingName]?: z.ZodType;
  };
  const inside = new Set<string>(names);
  const rules = settingRules.filter((rule) => rule.involves.every((name) => inside.has(name)));
  return z.object(shape).superRefine((values, context) => {
    for (const rule of rules) {
      for (const name of rule.required(values)) {
        const value = (values as Values)[name];
        if (hasSettingValue(value) || storedSecrets.has(name)) continue;
        context.addIssue({ code: 'custom', path: [name], message: messageKeys.required });
      }
    }
  });
}
