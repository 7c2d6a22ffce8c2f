import { customerTicketSchema } from '@mise/contract';
import { customerTickets } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';
import { customerReference } from '../customer/customer-reference.ts';

const references = { customer: customerReference(customerTickets.customer_id) };

/** The CRM board's cards; the board reads them all at once (skipPagination). */
export const customerTicketResource = defineResource({
  name: 'customer_ticket',
  table: customerTickets,
  schema: customerTicketSchema,
  fields: tableFields(customerTickets, { references }),
  searchable: [],
  defaultSort: { field: 'updated_at', direction: 'DESC' },
  references,
  hooks: {
    // A new ticket starts in the first column whatever was sent (spec part 2, ticket rules).
    beforeWrite: (_context, values, existing) => (existing ? values : { ...values, status: 'OPEN' }),
  },
});
