import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconBellOff, IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useOrderSound } from '../../features/live-orders/order-sound-setting.ts';
import { useCurrentUser } from '../current-user.ts';
import { ItemMenu } from '../on-demand/item-menu.tsx';
import { clearSession, formatUserName } from '../session.ts';
import classes from './shell.module.css';

export function UserMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderSound = useOrderSound();
  if (!user) return null;
  const name = formatUserName(user);

  const signOut = async () => {
    try {
      await api.post('/logout');
    } catch (error) {
      console.error('POST /api/logout failed', error);
    }
    clearSession();
    queryClient.clear();
    await navigate({ to: '/' });
  };

  return (
    <ItemMenu
      width={240}
      withArrow
      trigger={
        <UnstyledButton className={classes.userButton} aria-label={t('shell.user_menu')}>
          <Avatar size={32} radius="xl" color="initials" name={name} />
          {!isCompact && (
            <>
              <Text size="sm" fw={500} maw={160} truncate="end">
                {name}
              </Text>
              <IconChevronDown size={14} stroke={1.6} />
            </>
          )}
        </UnstyledButton>
      }
      header={
        <>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </>
      }
      items={[
        {
          key: 'account',
          label: t('shell.account'),
          leftSection: <IconUserCircle size={16} stroke={1.6} />,
          renderRoot: (props) => <Link {...props} to={`/app/access/employees/edit/${user.id}`} />,
        },
        // The top bar's sound switch, where a phone has no room for it.
        ...(isCompact
          ? [
              {
                key: 'order-sound',
                label: t(orderSound.isOn ? 'live.sound_is_on' : 'live.sound_is_off'),
                leftSection: orderSound.isOn ? (
                  <IconBell size={16} stroke={1.6} />
                ) : (
                  <IconBellOff size={16} stroke={1.6} />
                ),
                onClick: orderSound.toggle,
              },
            ]
          : []),
        {
          key: 'sign-out',
          label: t('shell.sign_out'),
          color: 'red',
          // Mantine draws a coloured item in shade 6 (3.3:1 on white); the text shade reads.
          c: 'var(--mantine-color-red-text)',
          leftSection: <IconLogout size={16} stroke={1.6} />,
          onClick: () => void signOut(),
        },
      ]}
    />
  );
}
