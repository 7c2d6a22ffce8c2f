import { useMoneyFormatter } from '../../features/settings/use-currency.ts';

/** An amount in the stored currency, e.g. "24,50 zł" (loaded with the first money column). */
export default function MoneyText({ value }: { value: unknown }) {
  const format = useMoneyFormatter();
  return <span style={{ whiteSpace: 'nowrap' }}>{value == null ? '' : format(value as number)}</span>;
}
