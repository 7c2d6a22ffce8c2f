import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { OrderDetail, OrderStatus } from '@mise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { serverReasons } from '../../api/error-text.ts';
import { notifySuccess } from '../../crud/notify.ts';
import { useChangeOrderStatus } from './order-api.ts';
import { OrderCard } from './order-card.tsx';
import { nextStatuses, statusLabelKey } from './order-status.ts';

/**
 * The allowed next statuses as buttons: the usual forward step first and filled, closing last as a
 * red button that asks first (with an optional comment). A refused change says why, in place.
 */
export function OrderStatusControl({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const change = useChangeOrderStatus(order.id);
  const [isClosing, setClosing] = useState(false);
  const [comment, setComment] = useState('');
  const targets = nextStatuses(order.status);
  const forward = targets.filter((status) => status !== 'CLOSED');

  const move = (status: OrderStatus, note?: string) =>
    change.mutate(
      { status, comment: note?.trim() || undefined },
      {
        onSuccess: () => {
          setClosing(false);
          setComment('');
          notifySuccess(t('orders.status_actions.changed', { status: t(statusLabelKey(status)) }));
        },
      },
    );

  const error = change.error;
  const reason = error && (serverReasons(i18n, error) ?? (isApiError(error) ? error.message : undefined));

  return (
    <OrderCard title={t('orders.status_actions.heading')}>
      {targets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.status_actions.final')}
        </Text>
      ) : (
        <Group gap="sm">
          {forward.map((status, index) => (
            <Button
              key={status}
              variant={index === 0 ? 'filled' : 'default'}
              loading={change.isPending && change.variables?.status === status}
              disabled={change.isPending}
              onClick={() => move(status)}
            >
              {t(`orders.status_actions.to.${status}`)}
            </Button>
          ))}
          {targets.includes('CLOSED') && (
            <Button
              color="red"
              variant="outline"
              disabled={change.isPending}
              onClick={() => setClosing(true)}
            >
              {t('orders.status_actions.to.CLOSED')}
            </Button>
          )}
        </Group>
      )}
      {error && !isClosing && (
        <Alert color="red" mt="sm" title={t('orders.status_actions.failed')} role="alert">
          {reason}
          {isApiError(error, 409) && reason !== error.message && (
            <Text size="xs" mt={4}>
              {error.message}
            </Text>
          )}
        </Alert>
      )}
      <Modal
        opened={isClosing}
        onClose={() => setClosing(false)}
        title={t('orders.status_actions.close_title', { number: order.number })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('orders.status_actions.close_text')}</Text>
          <Textarea
            label={t('orders.status_actions.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
          />
          {error && (
            <Alert color="red" role="alert">
              {reason}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setClosing(false)}>
              {t('orders.status_actions.keep_open')}
            </Button>
            <Button color="red" loading={change.isPending} onClick={() => move('CLOSED', comment)}>
              {t('orders.status_actions.to.CLOSED')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OrderCard>
  );
}
