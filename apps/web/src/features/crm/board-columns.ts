import { arrayMove } from '@dnd-kit/sortable';
import { type CustomerTicket, type TicketStatus, ticketStatuses } from '@mise/contract';

/** Ticket ids per column, in the order the board shows them. */
export type BoardColumns = Record<TicketStatus, number[]>;

/** Columns from the server's tickets, keeping the local order of tickets already placed (reordering is local only). */
export function arrangeColumns(tickets: CustomerTicket[], previous?: BoardColumns): BoardColumns {
  const columns = Object.fromEntries(
    ticketStatuses.map((status) => [status, [] as number[]]),
  ) as BoardColumns;
  const statusOf = new Map(tickets.map((ticket) => [ticket.id, ticket.status]));
  for (const status of ticketStatuses) {
    for (const id of previous?.[status] ?? []) if (statusOf.get(id) === status) columns[status].push(id);
  }
  for (const ticket of tickets) {
    const column = columns[ticket.status] ?? columns.OPEN;
    if (!column.includes(ticket.id)) column.push(ticket.id);
  }
  return columns;
}

export const columnOf = (columns: BoardColumns, id: number | string): TicketStatus | undefined =>
  ticketStatuses.includes(id as TicketStatus)
    ? (id as TicketStatus)
    : ticketStatuses.find((status) => columns[status].includes(Number(id)));

/** Moves a ticket to `overId` (a ticket or a column), within its column or into another. */
export function moveTicket(columns: BoardColumns, activeId: number, overId: number | string): BoardColumns {
  const from = columnOf(columns, activeId);
  const to = columnOf(columns, overId);
  if (!from || !to) return columns;
  if (from === to) {
    const oldIndex = columns[from].indexOf(activeId);
    const newIndex = columns[to].indexOf(Number(overId));
    if (newIndex < 0 || oldIndex === newIndex) return columns;
    return { ...columns, [from]: arrayMove(columns[from], oldIndex, newIndex) };
  }
  const target = columns[to].filter((id) => id !== activeId);
  const overIndex = target.indexOf(Number(overId));
  target.splice(overIndex < 0 ? target.length : overIndex, 0, activeId);
  return { ...columns, [from]: columns[from].filter((id) => id !== activeId), [to]: target };
}
