import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './resource-config.ts';

/** Names a stored code by its option: a translated key, or the option's own text per language. */
export function useOptionLabel() {
  const { t, i18n } = useTranslation();
  return (options: SelectOption[], value: unknown): string => {
    const option = options.find((candidate) => candidate.value === String(value));
    if (!option) return String(value ?? '');
    return 'label' in option ? readTranslatable(option.label, i18n.language) : t(option.labelKey);
  };
}
