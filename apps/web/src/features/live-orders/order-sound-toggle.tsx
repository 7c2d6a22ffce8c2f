import { ActionIcon } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../app/on-demand/hint.tsx';
import { useIsLiveConnectionOpen } from './live-connection.ts';
import { useOrderSound } from './order-sound-setting.ts';

/** The top bar's switch for the new-order tone; its state is aria-pressed, its name stays the same. */
export function OrderSoundToggle() {
  const { t } = useTranslation();
  const { isOn, toggle } = useOrderSound();
  const isLive = useIsLiveConnectionOpen();
  const soundState = t(isOn ? 'live.sound_is_on' : 'live.sound_is_off');
  return (
    <Hint label={isLive ? soundState : `${soundState}. ${t('live.reconnecting')}`}>
      <ActionIcon
        data-live={isLive ? 'open' : 'reconnecting'}
        variant="subtle"
        color="gray"
        size="lg"
        onClick={toggle}
        aria-label={t('live.sound')}
        aria-pressed={isOn}
      >
        {isOn ? <IconBell size={20} stroke={1.6} /> : <IconBellOff size={20} stroke={1.6} />}
      </ActionIcon>
    </Hint>
  );
}
