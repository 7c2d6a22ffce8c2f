import { type FieldErrors, messageKeys, type SessionUser } from '@mise/contract';
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

/**
 * A setting as this user may see it: a secret says whether it is set, only `system` sees its value,
 * and nobody sees a write-only one.
 */
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
    if (definition.isWriteOnly || !canReadSecrets(user)) item.value = null;
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

/** Integration fields that say where its credentials are sent. */
const isDestinationIntegrationField = (name: string) =>
  !isSecretIntegrationField(name) && /(url|host|endpoint|domain|server|address)/i.test(name);

const sameValue = (left: unknown, right: unknown) => String(left ?? '').trim() === String(right ?? '').trim();

/**
 * Stored credentials a save would keep while it changes where they are sent (a URL or host of the
 * same integration): each must be entered again in that save, so nobody can point the server's
 * stored login at a host of their own.
 */
export function secretsToReenter(incoming: IntegrationSetting, stored: IntegrationSetting | null): string[] {
  if (!stored || stored.active_integration !== incoming.active_integration) return [];
  const storedFields = stored.fields ?? {};
  const fieldNames = new Set([...Object.keys(storedFields), ...Object.keys(incoming.fields)]);
  const isMoved = [...fieldNames].some(
    (field) =>
      isDestinationIntegrationField(field) && !sameValue(incoming.fields[field], storedFields[field]),
  );
  if (!isMoved) return [];
  return Object.entries(storedFields)
    .filter(([field, value]) => isSecretIntegrationField(field) && hasSettingValue(value))
    .filter(([field]) => !hasSettingValue(incoming.fields[field]))
    .map(([field]) => field);
}

/**
 * An integration setting as a save (or a check) would use it: the stored credentials kept where
 * the user left them out, and an error for each one that must be entered again because the
 * address it is sent to changes.
 */
export function withStoredIntegrationSecrets(
  incoming: IntegrationSetting,
  stored: IntegrationSetting | null,
  user: Pick<SessionUser, 'role'>,
): { value: IntegrationSetting; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const field of secretsToReenter(incoming, stored))
    errors[`integration.fields.${field}`] = messageKeys.secretRequiredForNewUrl;
  return { value: keepIntegrationSecrets(incoming, stored, user), errors };
}
