import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => ['true', '1', 'yes'].includes(text));

const isAddressOrRange = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true; // proxy-addr's names
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): unset or `false`
 * trusts none (the socket's address counts), a number trusts that many hops, a comma-separated
 * list trusts those addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`, `true` trusts any (only behind a proxy that sets the header).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, context): boolean | number | string[] => {
    if (/^(false|0|no)$/i.test(text)) return false;
    if (/^(true|yes)$/i.test(text)) return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0)
      context.addIssue({ code: 'custom', message: `not an address or CIDR: ${invalid}` });
    return entries;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(4).optional(),
  DEMO_DATA: flag.optional(),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  TRUST_PROXY: trustProxy.default(false),
  /** Requests per minute each storefront API key may make to each storefront call. */
  STOREFRONT_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Message delivery: each provider's base URL (tests and staging point them at local fakes)
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  IQSMS_API_URL: z.string().url().default('https://api.iqsms.ru'),
  REDSMS_API_URL: z.string().url().default('https://cp.redsms.ru'),
  SMSFLY_API_URL: z.string().url().default('https://sms-fly.com'),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  FCM_API_URL: z.string().url().default('https://fcm.googleapis.com'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  MESSAGING_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema>;

/** The only place that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  return envSchema.parse(defined);
}
