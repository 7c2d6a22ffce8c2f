import type { OrderItemSummary } from '@mise/contract';
import { orderSources } from '@mise/contract/lite/orders';
import { defineResourceConfig } from '../../crud/resource-config.ts';
import { statusOptions } from '../../features/orders/order-status.ts';
import { OrderStatusBadge } from '../../features/orders/order-status-badge.tsx';
import { CustomerLink, ExportedMark, OrderDate, OrderLines } from './order-cells.tsx';

/**
 * Orders (spec part 2): read here, never created, edited or deleted; a row opens the order's own
 * screen (features/orders). The live helper refreshes the list by invalidating the `order` queries.
 */
export default defineResourceConfig({
  name: 'order',
  basePath: '/app/sales/orders',
  gridId: 'orders',
  titleKey: 'orders.title',
  itemKey: 'orders.item',
  sectionKey: 'nav.sections.sales',
  formMode: 'none',
  hasShowScreen: true,
  defaultSort: { field: 'created_at', direction: 'DESC' },
  filterReferences: { payment_method: 'payment_method', shipping_method: 'shipping_method' },
  columns: [
    {
      field: 'number',
      labelKey: 'orders.number',
      type: 'number',
      render: (order) => <strong>{String(order.number)}</strong>,
    },
    {
      field: 'created_at',
      labelKey: 'orders.created_at',
      type: 'datetime',
      render: (order) => <OrderDate value={order.created_at} />,
    },
    {
      field: 'status',
      labelKey: 'orders.status_label',
      type: 'badge',
      options: statusOptions,
      render: (order) => <OrderStatusBadge status={String(order.status)} />,
    },
    {
      field: 'source',
      labelKey: 'orders.source_label',
      type: 'badge',
      isSortable: false,
      options: orderSources.map((value) => ({ value, labelKey: `orders.source.${value}` })),
    },
    {
      field: 'customer',
      labelKey: 'orders.customer',
      type: 'reference',
      isSortable: false,
      render: (order) => <CustomerLink customer={order.customer as { id: number; name: string } | null} />,
    },
    {
      field: 'items',
      labelKey: 'orders.items',
      type: 'text',
      isSortable: false,
      render: (order) => <OrderLines items={(order.items as OrderItemSummary[]) ?? []} />,
    },
    { field: 'grandtotal', labelKey: 'orders.total', type: 'money' },
    {
      field: 'platform_id',
      labelKey: 'orders.exported_label',
      type: 'text',
      isSortable: false,
      render: (order) => <ExportedMark platformId={order.platform_id} />,
    },
  ],
  schema: () => Promise.reject(new Error('Orders have no form')),
  defaults: {},
  fields: [],
});
