import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { type MessagingChannel, messagingChannels } from '../settings/messaging-values.ts';
import { type NamedReference, optionalTextSchema } from '../values.ts';
import { idListSchema } from './product.ts';

/** The ways a funnel reaches a customer: each is a flag of the funnel and a contact of the customer. */
export const funnelChannels = messagingChannels;
export type FunnelChannel = MessagingChannel;

/** DRAFT until started; QUEUED and SENDING while deliveries wait; DONE, or FAILED when none went out. */
export const funnelStatuses = ['DRAFT', 'QUEUED', 'SENDING', 'DONE', 'FAILED'] as const;
export type FunnelStatus = (typeof funnelStatuses)[number];

export const funnelDeliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type FunnelDeliveryStatus = (typeof funnelDeliveryStatuses)[number];

export const funnelMessageKeys = {
  /** A started funnel's message and audience are fixed: its deliveries are already queued. */
  startedLocked: 'messages.funnel_started_locked',
  /** A range whose end comes before its start. */
  rangeReversed: 'messages.end_before_start',
} as const;

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A moment with its offset; blank means "no bound". */
const momentSchema = z.preprocess(
  blankToNull,
  z.iso
    .datetime({ offset: true, error: messageKeys.invalid })
    .transform((text) => new Date(text))
    .nullish(),
);

const listOfIds = (description: string) => idListSchema(500).default([]).describe(description);

/** Who a funnel reaches (spec part 2, Notification funnels); every filled rule narrows the audience. */
export const funnelAudienceSchema = z.object({
  customer_groups: listOfIds(
    'Ids of customer groups; with customers, together they name who (a member of any, or one of them)',
  ),
  customers: listOfIds('Ids of customers picked by hand'),
  product_categories: listOfIds('Ids of categories: the customer bought something in one (or a subcategory)'),
  products: listOfIds('Ids of products: the customer bought one of them'),
  last_order_date_from: momentSchema.describe('The last order (not CLOSED) at or after this moment'),
  last_order_date_to: momentSchema.describe('The last order (not CLOSED) at or before this moment'),
  customer_registration_date_from: momentSchema.describe('Registered at or after this moment'),
  customer_registration_date_to: momentSchema.describe('Registered at or before this moment'),
});
export type FunnelAudience = z.infer<typeof funnelAudienceSchema>;

export const notificationFunnelSchema = funnelAudienceSchema.extend({
  header: optionalTextSchema(200).describe('Title: the e-mail subject, the push title, bold in Telegram'),
  content: z
    .string({ error: messageKeys.required })
    .trim()
    .min(1, messageKeys.required)
    .max(4000, messageKeys.tooLong)
    .describe('The message itself'),
  sms: z.boolean().default(false),
  telegram_bot: z.boolean().default(false),
  push_notification: z.boolean().default(false),
  email: z.boolean().default(false),
  is_started: z
    .boolean()
    .default(false)
    .describe('true queues one delivery per selected customer and chosen channel; a started funnel is fixed'),
});
export type NotificationFunnelInput = z.infer<typeof notificationFunnelSchema>;

/**
 * What the audience rules select now: customers, of them those reachable on each channel, and which
 * channels have their credentials in settings (the others fail as `not_configured`).
 */
export type FunnelAudienceCount = {
  count: number;
  by_channel: Record<FunnelChannel, number>;
  configured: Record<FunnelChannel, boolean>;
};

/** The error a delivery records when its channel has no credentials in settings. */
export const funnelNotConfiguredError = 'not_configured';

export type FunnelCustomerSummary = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string;
};

export type NotificationFunnel = Omit<
  NotificationFunnelInput,
  | 'customer_groups'
  | 'customers'
  | 'product_categories'
  | 'products'
  | 'last_order_date_from'
  | 'last_order_date_to'
  | 'customer_registration_date_from'
  | 'customer_registration_date_to'
> & {
  id: number;
  status: FunnelStatus;
  customer_groups: NamedReference[];
  /** Named by first and last name and phone. */
  customers: NamedReference[];
  product_categories: NamedReference[];
  products: NamedReference[];
  last_order_date_from: string | null;
  last_order_date_to: string | null;
  customer_registration_date_from: string | null;
  customer_registration_date_to: string | null;
  total_count: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
  /** "sent/total" for the list. */
  progress: string;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One line of a funnel's per-recipient log. */
export type FunnelDelivery = {
  id: number;
  customer: FunnelCustomerSummary | null;
  channel: FunnelChannel;
  address: string | null;
  status: FunnelDeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
};
