import { Button } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import { interfaceLanguages } from '../../i18n/languages.ts';
import { ItemMenu } from '../on-demand/item-menu.tsx';

export function LanguageMenu({ isCompact }: { isCompact: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ItemMenu
      withArrow
      trigger={
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          aria-label={t('shell.language')}
          px={isCompact ? 6 : undefined}
        >
          {current.toUpperCase()}
        </Button>
      }
      header={t('shell.language')}
      items={interfaceLanguages.map((language) => ({
        key: language,
        lang: language,
        label: t(`shell.languages.${language}`),
        onClick: () => void changeLanguage(language),
        rightSection: language === current ? <IconCheck size={16} /> : null,
      }))}
    />
  );
}
