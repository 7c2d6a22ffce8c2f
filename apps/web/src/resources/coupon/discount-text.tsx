import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../crud/resource-config.ts';

const MoneyText = lazy(() => import('../../crud/list/money-text.tsx'));

/** A coupon's or promotion's discount as people read it: "10%" when `is_in_percent`, else "€5.00". */
function DiscountText({ value, isPercent }: { value: number; isPercent: boolean }) {
  const { i18n } = useTranslation();
  if (isPercent)
    return (
      <span style={{ whiteSpace: 'nowrap' }}>
        {new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 10 }).format(
          value / 100,
        )}
      </span>
    );
  return (
    <Suspense fallback={String(value)}>
      <MoneyText value={value} />
    </Suspense>
  );
}

export const renderDiscount = (record: ResourceRecord) => (
  <DiscountText value={Number(record.discount ?? 0)} isPercent={record.is_in_percent === true} />
);
