import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type CustomerTicket, type TicketStatus, ticketStatuses } from '@mise/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { LoadingIndicator } from '../../app/loading-indicator.tsx';
import { notifyFailure } from '../../crud/notify.ts';
import { BoardColumn } from './board-column.tsx';
import { arrangeColumns, type BoardColumns, columnOf, moveTicket } from './board-columns.ts';
import classes from './crm.module.css';
import { ticketsQueryOptions, useTicketMutations } from './crm-api.ts';
import { useBoardAnnouncements } from './drag-announcements.ts';
import { TicketModal } from './ticket-modal.tsx';

/**
 * /app/marketing/crm: tickets in three columns. Dragging a card (mouse, touch or keyboard) into another
 * column saves its status, then the board reloads; a failed save puts the card back and says so.
 * Reordering inside a column is local only (the server keeps no order).
 */
export function CrmBoardPage() {
  const { t } = useTranslation();
  const tickets = useQuery(ticketsQueryOptions());
  const { move, remove } = useTicketMutations();
  const [columns, setColumns] = useState<BoardColumns>();
  const [editing, setEditing] = useState<CustomerTicket | 'new'>();
  const dragStart = useRef<{ status: TicketStatus; columns: BoardColumns }>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useBoardAnnouncements(tickets.data ?? [], columns);

  useEffect(() => {
    if (tickets.data) setColumns((previous) => arrangeColumns(tickets.data, previous));
  }, [tickets.data]);

  const byId = new Map((tickets.data ?? []).map((ticket) => [ticket.id, ticket]));
  const restore = () => {
    if (dragStart.current) setColumns(dragStart.current.columns);
    dragStart.current = undefined;
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    const status = columns && columnOf(columns, active.id);
    if (columns && status) dragStart.current = { status, columns };
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !columns) return;
    if (columnOf(columns, active.id) !== columnOf(columns, over.id))
      setColumns(moveTicket(columns, Number(active.id), over.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = dragStart.current;
    if (!over || !columns || !start) return restore();
    const next = moveTicket(columns, Number(active.id), over.id);
    setColumns(next);
    const status = columnOf(next, active.id);
    dragStart.current = undefined;
    if (!status || status === start.status) return;
    move.mutate(
      { id: Number(active.id), status },
      {
        onError: (error) => {
          setColumns(start.columns);
          notifyFailure(error, t('crm.move_failed'));
        },
      },
    );
  };
  const deleteTicket = (ticket: CustomerTicket) => {
    if (!window.confirm(t('messages.delete_confirm'))) return;
    remove.mutate(ticket.id, { onError: (error) => notifyFailure(error, t('crm.delete_failed')) });
  };

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: t('nav.sections.marketing') }, { label: t('nav.items.crm') }]} />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.items.crm')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('crm.new_ticket')}
        </Button>
      </Group>
      {tickets.isPending && <LoadingIndicator />}
      {tickets.isError && <Alert color="red">{t('crm.load_failed')}</Alert>}
      {tickets.data?.length === 0 && <Text c="dimmed">{t('crm.no_items')}</Text>}
      {columns && (tickets.data?.length ?? 0) > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={restore}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('crm.drag_instructions') },
          }}
        >
          <div className={classes.board}>
            {ticketStatuses.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                tickets={columns[status].flatMap((id) => byId.get(id) ?? [])}
                onEdit={setEditing}
                onDelete={deleteTicket}
              />
            ))}
          </div>
        </DndContext>
      )}
      {editing && (
        <TicketModal ticket={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
