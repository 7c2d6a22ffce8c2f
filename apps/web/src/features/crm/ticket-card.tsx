import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { CustomerTicket } from '@mise/contract';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './crm.module.css';

/** Descriptions from this length are shortened on the card (spec part 2, CRM board). */
export const shortDescriptionLength = 50;

type Props = { ticket: CustomerTicket; onEdit: () => void; onDelete: () => void };

export function TicketCard({ ticket, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: ticket.id });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <Card
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      padding="sm"
      className={classes.card}
      data-dragging={sortable.isDragging || undefined}
      data-testid="ticket-card"
      {...sortable.listeners}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          {/* the whole card drags with a pointer; the handle is the card's one keyboard stop for moving it */}
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...sortable.attributes}
            aria-roledescription={t('crm.card_role')}
            aria-label={t('crm.move_named', { title: ticket.title })}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <Text fw={600} className={classes.title} flex={1}>
            {ticket.title}
          </Text>
          {/* the buttons must not start a drag */}
          <Group
            gap={2}
            wrap="nowrap"
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={onEdit}
              aria-label={t('crm.edit_named', { title: ticket.title })}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={onDelete}
              aria-label={t('crm.delete_named', { title: ticket.title })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <CustomerLine ticket={ticket} />
        {ticket.description && <Description text={ticket.description} />}
      </Stack>
    </Card>
  );
}

function CustomerLine({ ticket }: { ticket: CustomerTicket }) {
  const { t } = useTranslation();
  if (!ticket.customer) return null;
  const name = [ticket.customer.first_name, ticket.customer.last_name].filter(Boolean).join(' ');
  return (
    <Text size="sm" c="dimmed">
      {name && `${name} · `}
      {ticket.customer.phone || t('crm.without_phone')}
    </Text>
  );
}

function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = text.length >= shortDescriptionLength;
  return (
    <Text size="sm" className={classes.description}>
      {isLong && !isExpanded ? `${text.slice(0, shortDescriptionLength).trimEnd()}…` : text}{' '}
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={isExpanded}
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? t('crm.show_less') : t('crm.show_more')}
        </Anchor>
      )}
    </Text>
  );
}
