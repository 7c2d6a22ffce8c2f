import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUnsavedChangesGuard } from '../../app/unsaved-changes.ts';

type Props = {
  /** Read at the moment of leaving, so a successful save can let the form go at once. */
  hasUnsavedChanges: () => boolean;
};

/**
 * Asks before unsaved changes are lost: on leaving for another screen (the router's blocker),
 * on closing or reloading the tab (the browser's own question), and before the shell reloads
 * the page for a new theme (app/unsaved-changes.ts). Moves within the screen (a settings tab,
 * the list state in the URL) do not ask.
 */
export function UnsavedChangesGuard({ hasUnsavedChanges }: Props) {
  const { t } = useTranslation();
  const isBlocking = useRef(hasUnsavedChanges);
  isBlocking.current = hasUnsavedChanges;
  const hasAgreedToLeave = useRef(false);
  const shouldAsk = useCallback(() => !hasAgreedToLeave.current && isBlocking.current(), []);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && shouldAsk(),
    enableBeforeUnload: shouldAsk,
    withResolver: true,
  });
  const [pendingAnswer, setPendingAnswer] = useState<(leave: boolean) => void>();

  useEffect(
    () =>
      registerUnsavedChangesGuard({
        hasUnsavedChanges: shouldAsk,
        // Opened once the event that asked is over: the Escape that closes a drawer would
        // otherwise close the question as well.
        askToDiscard: () =>
          new Promise((resolve) => window.setTimeout(() => setPendingAnswer(() => resolve))),
      }),
    [shouldAsk],
  );

  const answer = (leave: boolean) => {
    // The page reload that follows must not ask a second time.
    if (leave) hasAgreedToLeave.current = true;
    if (blocker.status === 'blocked') (leave ? blocker.proceed : blocker.reset)();
    pendingAnswer?.(leave);
    setPendingAnswer(undefined);
  };

  return (
    <Modal
      opened={blocker.status === 'blocked' || pendingAnswer !== undefined}
      onClose={() => answer(false)}
      title={t('form.unsaved_title')}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
      centered
    >
      <Text size="sm">{t('form.unsaved_text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answer(false)} data-autofocus>
          {t('form.keep_editing')}
        </Button>
        <Button color="red" onClick={() => answer(true)}>
          {t('form.discard_changes')}
        </Button>
      </Group>
    </Modal>
  );
}
