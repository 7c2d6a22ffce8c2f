import { formatMoney } from '@mise/contract/reference/currencies';
import { defaultCurrency } from '@mise/contract/settings/setting-choices';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settingValueQuery } from './settings-api.ts';

/** The stored currency code (ISO 4217); the default while it loads or when it cannot. */
export function useCurrency(): string {
  const { data } = useQuery(settingValueQuery<string>('currency'));
  return data || defaultCurrency;
}

/** `format(12.5)` → "12,50 zł" in the stored currency and the interface language. */
export function useMoneyFormatter(): (amount: number | string | null | undefined) => string {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  return useCallback(
    (amount) => formatMoney(Number(amount ?? 0) || 0, currency, i18n.language),
    [currency, i18n.language],
  );
}
