import {
  NumberInput,
  PasswordInput,
  Select,
  type SelectProps,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { settingsImageFolder } from '@mise/contract/settings/setting-choices';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../crud/form/image-input.tsx';
import { TranslatableInput } from '../../crud/form/translatable-input.tsx';
import { useSettingsFormContext } from './settings-form-context.tsx';

type InputProps = { name: string; label?: string; description?: string; isRequired?: boolean };

/** One setting bound to the form: its label under `settings.fields.*`, its error translated. */
function useSetting(name: string, label?: string) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message ? t(fieldState.error.message) : undefined;
  return { field, error, label: label ?? t(`settings.fields.${name}`), t };
}

const text = (value: unknown) => (value == null ? '' : String(value));

export function SettingText({
  name,
  label,
  description,
  isRequired,
  type,
  placeholder,
}: InputProps & { type?: string; placeholder?: string }) {
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <TextInput
      label={shownLabel}
      description={description}
      type={type}
      placeholder={placeholder}
      required={isRequired}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function SettingTextarea({
  name,
  label,
  description,
  isMonospace,
}: InputProps & { isMonospace?: boolean }) {
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <Textarea
      label={shownLabel}
      description={description}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
      autosize
      minRows={4}
      maxRows={14}
      styles={isMonospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
    />
  );
}

export function SettingSwitch({ name, label, description }: InputProps) {
  const { field, label: shownLabel } = useSetting(name, label);
  return (
    <Switch
      label={shownLabel}
      description={description}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

export function SettingSelect({ name, label, description, isRequired, ...props }: InputProps & SelectProps) {
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <Select
      {...props}
      label={shownLabel}
      description={description}
      required={isRequired}
      value={field.value == null || field.value === '' ? null : String(field.value)}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      error={error}
      allowDeselect={!isRequired}
    />
  );
}

export function SettingNumber({ name, label, description }: InputProps) {
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <NumberInput
      label={shownLabel}
      description={description}
      value={field.value == null ? '' : (field.value as number)}
      onChange={(next) => field.onChange(next === '' ? null : next)}
      onBlur={field.onBlur}
      error={error}
      allowDecimal={false}
    />
  );
}

export function SettingTranslatable({ name, label, isMultiline }: InputProps & { isMultiline?: boolean }) {
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <TranslatableInput
      label={shownLabel}
      value={field.value as Record<string, string> | null}
      onChange={field.onChange}
      error={error}
      isMultiline={isMultiline}
    />
  );
}

/** A credential: a system user sees and edits it; others see only that one is stored and may replace it. */
export function SettingSecret({
  name,
  label,
  description,
  isRequired,
  placeholder,
}: InputProps & { placeholder?: string }) {
  const { storedSecrets } = useSettingsFormContext();
  const { field, error, label: shownLabel, t } = useSetting(name, label);
  const isStored = storedSecrets.has(name);
  return (
    <PasswordInput
      label={shownLabel}
      required={isRequired}
      placeholder={isStored ? t('settings.secret_stored') : placeholder}
      description={isStored ? t('settings.secret_stored_hint') : description}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
      autoComplete="new-password"
    />
  );
}

export function SettingImage({ name, label }: InputProps) {
  const { images, setImage } = useSettingsFormContext();
  const { field, error, label: shownLabel } = useSetting(name, label);
  return (
    <ImageInput
      label={shownLabel}
      folder={settingsImageFolder}
      storedName={field.value as string | null}
      file={images[name as keyof typeof images]}
      onPick={(file) => setImage(name, file)}
      onRemove={() => field.onChange(null)}
      error={error}
    />
  );
}
