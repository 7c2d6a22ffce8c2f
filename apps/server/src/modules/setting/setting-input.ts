import type { SessionUser } from '@mise/contract';
import { type FieldErrors, messageKeys, toFieldErrors } from '@mise/contract';
import {
  checkSettingRules,
  getSettingDefinition,
  hasSettingValue,
  type ImageSettingName,
  type IntegrationSetting,
  imageSettingFiles,
  isSettingName,
  type SettingName,
} from '@mise/contract/settings';
import { unprocessable } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { coerceFormText } from './setting.codec.ts';
import { canReadSecrets, withStoredIntegrationSecrets } from './setting-secrets.ts';

export type SettingsInput = { values: Record<string, unknown>; files: UploadedFile[]; isForm: boolean };
export type SettingChanges = {
  values: Map<SettingName, unknown>;
  files: Map<ImageSettingName, UploadedFile>;
};

const imageByFileField = new Map(
  Object.entries(imageSettingFiles).map(([name, fileField]) => [
    fileField as string,
    name as ImageSettingName,
  ]),
);

/**
 * Checks a save against the registry: unknown names, each value's schema, images (a file, removal, or
 * the stored name unchanged), secrets a user cannot read, and the cross-setting rules over the result.
 */
export function readSettingChanges(
  input: SettingsInput,
  stored: Map<SettingName, unknown>,
  user: Pick<SessionUser, 'role'>,
): SettingChanges {
  const errors: FieldErrors = {};
  const values = new Map<SettingName, unknown>();
  const files = new Map<ImageSettingName, UploadedFile>();

  for (const file of input.files) {
    const image = imageByFileField.get(file.fieldName);
    if (image) files.set(image, file);
    else errors[file.fieldName] = messageKeys.unknownField;
  }

  for (const [name, raw] of Object.entries(input.values)) {
    if (imageByFileField.has(name) && (raw === '' || raw === null)) continue; // an empty file input
    if (!isSettingName(name)) {
      errors[name] = messageKeys.unknownField;
      continue;
    }
    const definition = getSettingDefinition(name);
    const isBlind = definition.isWriteOnly || !canReadSecrets(user);
    if (definition.isSecret && isBlind && !hasSettingValue(raw)) continue; // kept as stored
    if (name in imageSettingFiles && files.has(name as ImageSettingName)) continue; // the new file wins
    const parsed = definition.schema.safeParse(input.isForm ? coerceFormText(definition, raw) : raw);
    if (!parsed.success) {
      for (const [path, key] of Object.entries(toFieldErrors(parsed.error))) {
        errors[path === '_' ? name : `${name}.${path}`] = key;
      }
      continue;
    }
    let value = parsed.data;
    if (name in imageSettingFiles && value !== null && value !== stored.get(name)) {
      errors[name] = 'settings.errors.invalid_image';
      continue;
    }
    if (name === 'integration') {
      const kept = withStoredIntegrationSecrets(
        value as IntegrationSetting,
        stored.get(name) as IntegrationSetting,
        user,
      );
      Object.assign(errors, kept.errors);
      value = kept.value;
    }
    values.set(name, value);
  }

  const merged = Object.fromEntries([...stored, ...values]);
  Object.assign(errors, { ...checkSettingRules(merged, { changed: values.keys() }), ...errors });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { values, files };
}
