import { notificationFunnelSchema } from '@mise/contract';
import { notificationFunnels } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';
import { notificationFunnelHooks } from './notification-funnel.service.ts';

/**
 * Notification funnels (spec part 2): a message, the channels it goes by and the rules choosing who
 * gets it. Status and counters are the queue's (read-only here); saving it started queues the sending.
 */
export const notificationFunnelResource = defineResource({
  name: 'notification_funnel',
  table: notificationFunnels,
  schema: notificationFunnelSchema,
  fields: tableFields(notificationFunnels),
  searchable: ['header', 'content'],
  defaultSort: { field: 'created_at', direction: 'DESC' },
  hooks: notificationFunnelHooks,
});
