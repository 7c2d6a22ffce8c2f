import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import classes from './notices.module.css';
import { queryClient } from './query-client.ts';

/** Spec part 1, section 9: notices close after 5 s unless a call says otherwise. */
export const noticeTimeoutMs = 5000;

/**
 * Notices and modals for the panel, loaded on demand by overlays-on-demand.tsx. They are
 * mounted beside the router, not around it, so use the global APIs:
 * `notifications.show(...)` and `modals.openConfirmModal(...)`. Modal content may query the
 * server, so the panel's query client is provided here too.
 */
export function PanelOverlays({ onMount }: { onMount?: () => void }) {
  // Runs after ModalsProvider has started listening for the `modals.*` events.
  useEffect(() => onMount?.(), [onMount]);
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications
        autoClose={noticeTimeoutMs}
        position="top-right"
        classNames={{ root: classes.belowTopBar }}
      />
      <ModalsProvider />
    </QueryClientProvider>
  );
}
