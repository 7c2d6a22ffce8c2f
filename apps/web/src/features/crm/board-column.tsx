import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CustomerTicket, TicketStatus } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import classes from './crm.module.css';
import { TicketCard } from './ticket-card.tsx';

type Props = {
  status: TicketStatus;
  tickets: CustomerTicket[];
  onEdit: (ticket: CustomerTicket) => void;
  onDelete: (ticket: CustomerTicket) => void;
};

export function BoardColumn({ status, tickets, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const droppable = useDroppable({ id: status });
  const headingId = `crm-column-${status}`;
  return (
    <Paper
      withBorder
      p="sm"
      className={classes.column}
      data-over={droppable.isOver || undefined}
      component="section"
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={headingId}>
          {t(`crm.columns.${status}`)}
        </Title>
        <Badge variant="light" aria-label={t('crm.count', { count: tickets.length })}>
          {tickets.length}
        </Badge>
      </Group>
      <SortableContext
        id={status}
        items={tickets.map((ticket) => ticket.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack ref={droppable.setNodeRef} gap="sm" className={classes.cards}>
          {tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              onEdit={() => onEdit(ticket)}
              onDelete={() => onDelete(ticket)}
            />
          ))}
          {tickets.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('crm.drop_here')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
