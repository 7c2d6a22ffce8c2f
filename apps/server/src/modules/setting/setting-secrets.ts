import type { SessionUser } from '@mise/contract';
import {
  hasSettingValue,
  type IntegrationSetting,
  isSecretIntegrationField,
  type SettingDefinition,
  type SettingItem,
} from '@mise/contract/settings';
import { toApiValue } from './setting.codec.ts';

/** Secrets (SMS credentials, captcha secret, integration credentials) are readable by `system` users only. */
export const canReadSecrets = (user: Pick<SessionUser, 'role'>) => user.role === 'system';

type Shown = { id: number | null; name: string; definition: SettingDefinition; value: unknown };

/** A setting as this user may see it: a secret says whether it is set, and only `system` sees its value. */
export function presentSetting(
  { id, name, definition, value }: Shown,
  user: Pick<SessionUser, 'role'>,
): SettingItem {
  if (name === 'integration' && !canReadSecrets(user)) {
    const { masked, maskedFields } = maskIntegration(value as IntegrationSetting);
    return { id, name, value: toApiValue(definition, masked), masked_fields: maskedFields };
  }
  const item: SettingItem = { id, name, value: toApiValue(definition, value) };
  if (definition.isSecret) {
    item.is_set = hasSettingValue(value);
    if (!canReadSecrets(user)) item.value = null;
  }
  return item;
}

function maskIntegration(value: IntegrationSetting | null) {
  const fields = { ...(value?.fields ?? {}) };
  const maskedFields: string[] = [];
  for (const [field, fieldValue] of Object.entries(fields)) {
    if (!isSecretIntegrationField(field)) continue;
    if (hasSettingValue(fieldValue)) maskedFields.push(field);
    fields[field] = null;
  }
  return { masked: { active_integration: value?.active_integration ?? null, fields }, maskedFields };
}

/**
 * A save of the same integration keeps its stored credentials when they are left out, or, for a
 * user who cannot read them, sent back empty.
 */
export function keepIntegrationSecrets(
  incoming: IntegrationSetting,
  stored: IntegrationSetting | null,
  user: Pick<SessionUser, 'role'>,
): IntegrationSetting {
  if (!stored || stored.active_integration !== incoming.active_integration) return incoming;
  const fields = { ...incoming.fields };
  for (const [field, storedValue] of Object.entries(stored.fields ?? {})) {
    if (!isSecretIntegrationField(field) || !hasSettingValue(storedValue)) continue;
    const isOmitted = !(field in fields);
    const isSentBlankBlind = !canReadSecrets(user) && !hasSettingValue(fields[field]);
    if (isOmitted || isSentBlankBlind) fields[field] = storedValue;
  }
  return { ...incoming, fields };
}
