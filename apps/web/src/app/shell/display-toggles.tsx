import { ActionIcon, Switch, useMantineTheme } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconMoonStars, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Not the theme barrel, which also brings the theme picker and its swatches.
import { applyThemeWithReload, getStoredTheme, parseTheme, toThemeId } from '../../theme/theme-id.ts';
import { Hint } from '../on-demand/hint.tsx';
import { confirmDiscardingUnsavedChanges } from '../unsaved-changes.ts';

/**
 * Flips the stored theme between its light and dark variant; the page reloads 500 ms later, so
 * an open form with unsaved changes asks first.
 */
export function DarkModeSwitch() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { mode, color } = parseTheme(getStoredTheme());
  const [isDark, setDark] = useState(mode === 'dark');
  const switchTo = async (dark: boolean) => {
    if (!(await confirmDiscardingUnsavedChanges())) return;
    setDark(dark);
    applyThemeWithReload(toThemeId(dark ? 'dark' : 'light', color));
  };
  return (
    <Hint label={t('shell.dark_mode')}>
      <Switch
        size="md"
        aria-label={t('shell.dark_mode')}
        checked={isDark}
        onChange={(event) => void switchTo(event.currentTarget.checked)}
        onLabel={<IconMoonStars size={14} stroke={2} color={theme.white} />}
        offLabel={<IconSun size={14} stroke={2} color={theme.colors.yellow[8]} />}
      />
    </Hint>
  );
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const { fullscreen, toggle } = useFullscreenDocument();
  const label = t(fullscreen ? 'shell.exit_fullscreen' : 'shell.fullscreen');
  return (
    <Hint label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void toggle()} aria-label={label}>
        {fullscreen ? <IconMinimize size={20} stroke={1.6} /> : <IconMaximize size={20} stroke={1.6} />}
      </ActionIcon>
    </Hint>
  );
}
