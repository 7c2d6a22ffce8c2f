import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/** Spec part 1, section 9: notices close after 5 s unless a call says otherwise. */
export const noticeTimeoutMs = 5000;

/**
 * Notices and modals for the panel. They are mounted beside the router, not around it, so
 * use the global APIs: `notifications.show(...)` and `modals.openConfirmModal(...)`.
 */
export function PanelOverlays() {
  return (
    <>
      <Notifications autoClose={noticeTimeoutMs} position="top-right" />
      <ModalsProvider />
    </>
  );
}
