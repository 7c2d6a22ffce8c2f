import type { CustomerTicket } from '@mise/contract';
import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveTicket } from './board-columns.ts';

const ticket = (id: number, status: CustomerTicket['status']) =>
  ({ id, status, title: `T${id}`, customer: null, created_at: '', updated_at: '' }) as CustomerTicket;

describe('the board columns', () => {
  it('places tickets by status and keeps a local order across reloads', () => {
    const first = arrangeColumns([ticket(1, 'OPEN'), ticket(2, 'OPEN'), ticket(3, 'DONE')]);
    expect(first).toEqual({ OPEN: [1, 2], IN_PROGRESS: [], DONE: [3] });
    const reordered = moveTicket(first, 2, 1);
    expect(reordered.OPEN).toEqual([2, 1]);
    const reloaded = arrangeColumns(
      [ticket(1, 'OPEN'), ticket(2, 'OPEN'), ticket(3, 'DONE'), ticket(4, 'OPEN')],
      reordered,
    );
    expect(reloaded.OPEN).toEqual([2, 1, 4]);
  });

  it('moves a ticket into another column, before a card or at the end of the column', () => {
    const columns = arrangeColumns([ticket(1, 'OPEN'), ticket(2, 'IN_PROGRESS'), ticket(3, 'IN_PROGRESS')]);
    expect(moveTicket(columns, 1, 3)).toEqual({ OPEN: [], IN_PROGRESS: [2, 1, 3], DONE: [] });
    expect(moveTicket(columns, 1, 'DONE')).toEqual({ OPEN: [], IN_PROGRESS: [2, 3], DONE: [1] });
  });

  it('leaves the board alone for an unknown target', () => {
    const columns = arrangeColumns([ticket(1, 'OPEN')]);
    expect(moveTicket(columns, 1, 99)).toBe(columns);
  });
});
