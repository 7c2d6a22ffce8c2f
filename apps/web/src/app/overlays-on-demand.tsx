import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

const PanelOverlays = lazy(() =>
  import('./panel-overlays.tsx').then((module) => ({ default: module.PanelOverlays })),
);

/** What `modals.open(...)`, `modals.openConfirmModal(...)` and friends of @mantine/modals send. */
const modalOpeningEvents = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

const hasNotices = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Notices and modals (with their transitions, portals and scroll locks) load the first time a
 * screen shows one, not with every screen. The global APIs keep working meanwhile: a notice
 * waits in the notifications store, which the provider reads when it mounts; a modal's event
 * has no listener until ModalsProvider mounts, so it is kept here and sent again then.
 */
export function OverlaysOnDemand() {
  const [isNeeded, setNeeded] = useState(hasNotices);
  const [isReady, setReady] = useState(false);
  const pendingModalEvents = useRef<CustomEvent[]>([]);
  const markReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    if (isNeeded) return;
    const showNotices = () => {
      if (hasNotices()) setNeeded(true);
    };
    showNotices();
    return notificationsStore.subscribe(showNotices);
  }, [isNeeded]);

  useEffect(() => {
    if (isReady) return;
    const keep = (event: Event) => {
      pendingModalEvents.current.push(event as CustomEvent);
      setNeeded(true);
    };
    for (const name of modalOpeningEvents) window.addEventListener(name, keep);
    return () => {
      for (const name of modalOpeningEvents) window.removeEventListener(name, keep);
    };
  }, [isReady]);

  useEffect(() => {
    if (!isReady) return;
    for (const event of pendingModalEvents.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, [isReady]);

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <PanelOverlays onMount={markReady} />
    </Suspense>
  );
}
