import { Input, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveLanguages } from './use-active-languages.ts';

type Props = {
  label: string;
  value: Record<string, string> | null | undefined;
  onChange: (value: Record<string, string>) => void;
  error?: string;
  isRequired?: boolean;
  isMultiline?: boolean;
};

/** "angielski" in a Polish panel, not the stored title "English"; the title for codes Intl does not know. */
export function languageNameIn(uiLanguage: string, language: { code: string; title: string }): string {
  try {
    const names = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' });
    return names.of(language.code) ?? language.title;
  } catch {
    return language.title;
  }
}

/** One tab per enabled language; the value is `{ en: "...", pl: "..." }`. */
export function TranslatableInput({ label, value, onChange, error, isRequired, isMultiline }: Props) {
  const { t, i18n } = useTranslation();
  const { languages } = useActiveLanguages();
  const texts = value ?? {};
  const Field = isMultiline ? Textarea : TextInput;
  return (
    <Input.Wrapper label={label} required={isRequired} error={error}>
      <Tabs defaultValue={languages[0].code} keepMounted={false} mt={4}>
        <Tabs.List>
          {languages.map((language) => (
            <Tabs.Tab key={language.code} value={language.code} fw={texts[language.code]?.trim() ? 600 : 400}>
              {language.code.toUpperCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((language) => (
          <Tabs.Panel key={language.code} value={language.code} pt="xs">
            <Field
              aria-label={`${label} (${language.code})`}
              placeholder={t('form.text_in', { language: languageNameIn(i18n.language, language) })}
              value={texts[language.code] ?? ''}
              onChange={(event) => onChange({ ...texts, [language.code]: event.currentTarget.value })}
              error={Boolean(error)}
              autosize={isMultiline || undefined}
              minRows={isMultiline ? 3 : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Input.Wrapper>
  );
}
