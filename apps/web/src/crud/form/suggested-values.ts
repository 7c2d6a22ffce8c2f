import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldConfig } from '../resource-config.ts';

/**
 * Fields filled from another while the user has not typed in them (a slug from the name). A value
 * stored before is never replaced: renaming a category must not move its web address.
 */
export function useSuggestedValues(
  form: UseFormReturn<FieldValues>,
  fields: FieldConfig[],
  initialValues: Record<string, unknown>,
) {
  const typed = useRef(new Set<string>());
  return (name: string, value: unknown) => {
    if (fields.some((field) => field.name === name && field.suggestFrom)) {
      // Emptying the field hands it back to the suggestion.
      if (value) typed.current.add(name);
      else typed.current.delete(name);
    }
    for (const field of fields) {
      if (field.suggestFrom?.field !== name || initialValues[field.name] || typed.current.has(field.name))
        continue;
      void field.suggestFrom.suggest(value).then((text) => {
        if (!typed.current.has(field.name)) form.setValue(field.name, text);
      });
    }
  };
}
