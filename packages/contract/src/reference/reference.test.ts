import { describe, expect, it } from 'vitest';
import { currencyCodeSchema } from '../settings/setting-values.ts';
import { countries, countryCodeSchema, countrySchema, findCountry } from './countries.ts';
import { currencies, findCurrency, formatMoney } from './currencies.ts';

function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

describe('countries', () => {
  it('has about 250 countries, each code once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has all four names and a valid IANA time zone for every country', () => {
    for (const country of countries) {
      for (const language of ['en', 'pl', 'ru', 'uk'] as const) {
        expect(country.name[language].trim(), `${country.code}.${language}`).not.toBe('');
      }
      expect(isIanaTimeZone(country.timezone), `${country.code}: ${country.timezone}`).toBe(true);
    }
  });

  it('is sorted by English name', () => {
    const names = countries.map((country) => country.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows Poland, the United States and Ukraine', () => {
    expect(findCountry('PL')).toEqual({
      code: 'PL',
      name: { en: 'Poland', pl: 'Polska', ru: 'Польша', uk: 'Польща' },
      timezone: 'Europe/Warsaw',
    });
    expect(findCountry('us')?.name.en).toMatch(/^United States/);
    expect(findCountry('US')?.timezone).toBe('America/New_York');
    expect(findCountry('UA')?.name).toEqual({ en: 'Ukraine', pl: 'Ukraina', ru: 'Украина', uk: 'Україна' });
    expect(findCountry('UA')?.timezone).toBe('Europe/Kyiv');
    expect(findCountry('RU')?.timezone).toBe('Europe/Moscow');
    expect(findCountry('ZZ')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });

  it('validates a stored country value', () => {
    const poland = findCountry('PL')!;
    expect(countrySchema.parse(JSON.parse(JSON.stringify(poland)))).toEqual(poland);
    expect(countrySchema.safeParse({ ...poland, code: 'ZZ' }).success).toBe(false);
    expect(countrySchema.safeParse({ ...poland, name: { en: 'Poland' } }).success).toBe(false);
    expect(countrySchema.safeParse({ code: 'PL', name: poland.name }).success).toBe(false);
    expect(countryCodeSchema.safeParse('DE').success).toBe(true);
    expect(countryCodeSchema.safeParse('XX').success).toBe(false);
  });
});

describe('currencies', () => {
  it('has about 170 currencies, each code once', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(150);
    expect(currencies.length).toBeLessThanOrEqual(185);
    const codes = currencies.map((currency) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.symbol.trim(), currency.code).not.toBe('');
      expect(currency.name.trim(), currency.code).not.toBe('');
    }
  });

  it('pairs known codes with their symbols', () => {
    const symbols = { EUR: '€', USD: '$', GBP: '£', PLN: 'zł', RUB: '₽', UAH: '₴', JPY: '¥', INR: '₹' };
    for (const [code, symbol] of Object.entries(symbols))
      expect(findCurrency(code)?.symbol, code).toBe(symbol);
    expect(findCurrency('pln')?.code).toBe('PLN');
    expect(findCurrency('EUR')?.name).toBe('Euro');
  });

  it('leaves out funds, precious metals, special and test codes', () => {
    for (const code of ['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']) {
      expect(findCurrency(code), code).toBeUndefined();
    }
    for (const code of ['XAU', 'XAG', 'XPT', 'XPD', 'XBA', 'XDR', 'XSU', 'XUA', 'XTS', 'XXX']) {
      expect(findCurrency(code), code).toBeUndefined();
    }
    for (const code of ['XAF', 'XOF', 'XCD', 'XPF', 'CHF', 'CLP', 'MXN', 'UYU']) {
      expect(findCurrency(code), code).toBeDefined();
    }
  });

  it('validates currency codes', () => {
    expect(currencyCodeSchema.parse('EUR')).toBe('EUR');
    expect(currencyCodeSchema.safeParse('XTS').success).toBe(false);
    expect(currencyCodeSchema.safeParse('EURO').success).toBe(false);
    expect(currencyCodeSchema.safeParse('').success).toBe(false);
  });

  it('formats money with two decimals and the symbol', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatMoney(9.9, 'USD')).toBe('$9.90');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'PLN', 'pl'))).toBe('1234,50 zł');
    expect(plain(formatMoney(1234.5, 'UAH', 'uk'))).toBe('1 234,50 ₴');
    expect(plain(formatMoney(1234.5, 'RUB', 'ru'))).toBe('1 234,50 ₽');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
    expect(formatMoney(1, 'JPY')).toBe('¥1.00');
    expect(plain(formatMoney(1, 'ZZZ'))).toBe('ZZZ 1.00');
    expect(formatMoney(1, 'EUR', 'not a locale')).toBe('€1.00');
  });
});
