import { z } from 'zod';
import { referenceIdSchema, requiredTextSchema } from '../values.ts';

/** The CRM board's columns, in order; a new ticket is always OPEN. */
export const ticketStatuses = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const customerTicketSchema = z.object({
  title: requiredTextSchema(200).describe('What the ticket is about'),
  description: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .describe('Details; the board shortens it from 50 characters'),
  status: z.enum(ticketStatuses).default('OPEN').describe('Board column'),
  customer: referenceIdSchema.nullish().describe('Id of the customer it concerns'),
});
export type CustomerTicketInput = z.infer<typeof customerTicketSchema>;
export type TicketCustomer = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
};
export type CustomerTicket = Omit<CustomerTicketInput, 'customer'> & {
  id: number;
  customer: TicketCustomer | null;
  created_at: string;
  updated_at: string;
};
