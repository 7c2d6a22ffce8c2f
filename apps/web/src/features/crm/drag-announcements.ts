import type { Announcements } from '@dnd-kit/core';
import type { CustomerTicket } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import { type BoardColumns, columnOf } from './board-columns.ts';

/** What a screen reader hears while a card is moved, in the user's language. */
export function useBoardAnnouncements(
  tickets: CustomerTicket[],
  columns: BoardColumns | undefined,
): Announcements {
  const { t } = useTranslation();
  const titleOf = (id: number | string) => tickets.find((ticket) => ticket.id === Number(id))?.title ?? '';
  const columnName = (id: number | string) => {
    const status = columns && columnOf(columns, id);
    return status ? t(`crm.columns.${status}`) : '';
  };
  return {
    onDragStart: ({ active }) =>
      t('crm.announce.picked', { title: titleOf(active.id), column: columnName(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('crm.announce.over', { title: titleOf(active.id), column: columnName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('crm.announce.dropped', { title: titleOf(active.id), column: columnName(over.id) })
        : t('crm.announce.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('crm.announce.cancelled', { title: titleOf(active.id) }),
  };
}
