import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../app/session.ts';
import { useMoneyFormatter } from '../settings/use-currency.ts';
import { setLiveConnectionOpen } from './live-connection.ts';
import { showNewOrderNotice } from './new-order-notice.tsx';
import { playNewOrderTone, unlockAudioOnFirstGesture } from './new-order-tone.ts';
import { followOrderEvents, type LiveOrderEvent } from './order-event-stream.ts';
import { isOrderSoundOn } from './order-sound-setting.ts';

/** Query keys that order events make stale: the orders (list, detail, badge) and the dashboard. */
const refreshedKeys = [['order'], ['order-statistic']];
/** A burst (a replay after a reconnect) refreshes once, a moment after its last event. */
const refreshDelayMs = 150;
const toneGapMs = 1000;

/**
 * Mounted in the shell after sign-in (loaded on its own): follows the order event stream, shows
 * and sounds new orders, and refreshes what the events change. Renders nothing.
 */
export function LiveOrders() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const formatMoney = useMoneyFormatter();
  // The stream outlives renders: it reads the latest texts and formatter through a ref.
  const latest = useRef({ t, formatMoney, navigate });
  latest.current = { t, formatMoney, navigate };

  useEffect(() => {
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let lastToneAt = 0;
    const refreshSoon = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        for (const queryKey of refreshedKeys) void queryClient.invalidateQueries({ queryKey });
      }, refreshDelayMs);
    };
    const announce = (event: LiveOrderEvent) => {
      showNewOrderNotice(event.data, latest.current);
      if (isOrderSoundOn() && Date.now() - lastToneAt > toneGapMs) {
        lastToneAt = Date.now();
        playNewOrderTone();
      }
    };
    const stopUnlocking = unlockAudioOnFirstGesture();
    const stopFollowing = followOrderEvents({
      getToken,
      onEvent: (event) => {
        if (event.type === 'order.created') announce(event);
        refreshSoon();
      },
      // Whatever changed while the stream was down and is older than its replay.
      onReconnected: refreshSoon,
      onOpenChange: setLiveConnectionOpen,
    });
    return () => {
      stopFollowing();
      stopUnlocking();
      clearTimeout(refreshTimer);
    };
  }, [queryClient]);

  return null;
}
