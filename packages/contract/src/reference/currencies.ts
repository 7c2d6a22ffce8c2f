import currencyData from 'cldr-core/supplemental/currencyData.json';
import getSymbolFromCurrency from 'currency-symbol-map';

export type Currency = { code: string; symbol: string; name: string };

type CurrencyUse = { _from?: string; _to?: string; _tender?: string };
type RegionCurrencies = Record<string, Array<Record<string, CurrencyUse | undefined>>>;

/**
 * ISO 4217 codes that are legal tender somewhere today, from Unicode CLDR's currencyData: a currency a
 * region still uses (no `_to` date) and not marked `_tender: "false"`, which is how CLDR marks funds
 * (BOV, CHE, USN…), precious metals (XAU…), bond units, XDR, XSU, XUA and the test codes XTS, XXX.
 */
function activeCurrencyCodes(): string[] {
  const codes = new Set<string>();
  const regions: RegionCurrencies = currencyData.supplemental.currencyData.region;
  for (const uses of Object.values(regions)) {
    for (const use of uses) {
      for (const [code, info] of Object.entries(use)) {
        if (info && !info._to && info._tender !== 'false') codes.add(code);
      }
    }
  }
  return [...codes].sort();
}

function intlSymbol(code: string): string | undefined {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
  } catch {
    return undefined;
  }
}

function englishName(names: Intl.DisplayNames | undefined, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

function buildCurrencies(): Currency[] {
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames('en', { type: 'currency' }) : undefined;
  return activeCurrencyCodes().map((code) => ({
    code,
    // currency-symbol-map gives a stable, local symbol (zł, ₴, RD$); CLDR's narrow symbol covers newer codes.
    symbol: getSymbolFromCurrency(code) ?? intlSymbol(code) ?? code,
    name: englishName(names, code),
  }));
}

/** About 150 currencies in use today, sorted by ISO code. `name` is the English name from Intl (CLDR). */
export const currencies: Currency[] = buildCurrencies();

const byCode = new Map(currencies.map((currency) => [currency.code, currency]));

/** Currency by its ISO 4217 code (case-insensitive), or undefined. */
export function findCurrency(code: string | null | undefined): Currency | undefined {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}

export function isCurrencyCode(code: string): boolean {
  return byCode.has(code);
}

const formats = new Map<string, Intl.NumberFormat>();

/** Cached two-decimal format; a currency format when `currency` is given, else a plain number one. */
function moneyFormat(locale: string, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    if (currency) Object.assign(options, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options); // malformed locale tag
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * `formatMoney(1234.5, 'PLN', 'pl')` → "1234,50 zł"; `formatMoney(9.9, 'USD')` → "$9.90".
 * Two decimals, the locale's grouping and symbol placement, and the symbol listed in `currencies`
 * (an unknown code is shown as itself).
 */
export function formatMoney(amount: number, currencyCode: string, locale = 'en'): string {
  const code = currencyCode.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    const number = moneyFormat(locale).format(amount);
    return code ? `${number} ${code}` : number;
  }
  const symbol = findCurrency(code)?.symbol ?? code;
  return moneyFormat(locale, code)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
