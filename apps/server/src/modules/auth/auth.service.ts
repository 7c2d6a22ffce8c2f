import { type LoginBody, panelRoles, type SessionUser, type StaffRole } from '@mise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { issueToken } from './token.repository.ts';

type UserRow = typeof users.$inferSelect;

export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  role: user.role as StaffRole,
});

export const mayEnterPanel = (user: UserRow) =>
  user.is_enabled && panelRoles.includes(user.role as StaffRole);

/** A 429 that says when to come back (the route sends it as Retry-After). */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts; try again in ${retryAfterSeconds} s`);
  }
}

export async function signIn(
  db: Database,
  throttle: LoginThrottle,
  body: LoginBody,
  clientAddress: string,
  ttlHours: number,
) {
  const email = body.email.trim().toLowerCase();
  const wait = throttle.waitBefore(clientAddress, email);
  if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000));
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const isValid = await verifyPassword(user?.password_hash ?? (await decoyHash), body.password);
  if (!user || !isValid) {
    throttle.recordFailure(clientAddress, email);
    throw unauthorized('Wrong email or password');
  }
  throttle.recordSuccess(clientAddress, email);
  if (!mayEnterPanel(user)) throw forbidden('This account may not enter the panel');
  const token = await issueToken(db, user.id, ttlHours);
  return { token, user: toSessionUser(user) };
}
