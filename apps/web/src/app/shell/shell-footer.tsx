import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="space-between" className={classes.footer} gap="xs">
      <Text size="xs" c="dimmed">
        {t('shell.footer_copyright', { year: new Date().getFullYear() })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('shell.made_by')}
      </Text>
    </Group>
  );
}
