import { notConfigured } from './messaging-types.ts';

export type ProviderDsn = { user: string; password: string; options: URLSearchParams };

/**
 * A Symfony Notifier style DSN, `scheme://USER:PASSWORD@default?from=FROM` (the form the spec's
 * twilio_dsn and iqsms_dsn settings take). The host is not used: where the client sends is
 * decided by the server's environment, so a setting cannot send stored credentials elsewhere.
 */
export function parseProviderDsn(dsn: string, scheme: string): ProviderDsn {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    throw notConfigured(`The ${scheme} DSN`);
  }
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (url.protocol !== `${scheme}:` || !user || !password) throw notConfigured(`The ${scheme} DSN`);
  return { user, password, options: url.searchParams };
}
