import { type MantineThemeComponents, MantineThemeProvider } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names for the icon-only controls Mantine draws itself (close buttons of modals, drawers and notifications,
 * a calendar's arrows and month and year selects), in the interface language, for every one.
 */
export function translatedComponentLabels(t: TFunction): MantineThemeComponents {
  const closeButtonProps = { 'aria-label': t('common.close') };
  return {
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    Notification: { defaultProps: { closeButtonProps } },
    Calendar: {
      defaultProps: {
        ariaLabels: {
          previousMonth: t('form.previous_month'),
          nextMonth: t('form.next_month'),
          previousYear: t('form.previous_year'),
          nextYear: t('form.next_year'),
          previousDecade: t('form.previous_decade'),
          nextDecade: t('form.next_decade'),
          monthLevelControl: t('form.month_and_year'),
          yearLevelControl: t('form.choose_year'),
        },
      },
    },
  };
}

/** Gives Mantine's own controls their names; they follow a change of interface language. */
export function TranslatedLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => ({ components: translatedComponentLabels(t) }), [t]);
  return (
    <MantineThemeProvider theme={theme} inherit>
      {children}
    </MantineThemeProvider>
  );
}
