import { messageKeys } from '@mise/contract';
import { conflict, forbidden, unprocessable } from '../../http/errors.ts';
import type { ResourceHooks, Row, Values, WriteContext } from '../../http/resource.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserTokens } from '../auth/token.repository.ts';
import { findEmailOwner, lockEnabledSystemUserIds } from './user.repository.ts';

const isActiveSystemUser = (user: Row) => user.role === 'system' && user.is_enabled === true;

/** Managers run the staff but may not touch system users or hand out the system role. */
function guardSystemRole({ user: actor }: WriteContext, target: Row | undefined, nextRole?: unknown) {
  if (actor.role === 'system') return;
  if (target?.role === 'system') throw forbidden('Only a system user may change or delete a system user');
  if (nextRole === 'system') throw forbidden('Only a system user may give the system role');
}

/**
 * Who may set whose password: a system user anyone's; a manager their own and couriers'. Nor may a
 * manager change another manager's role, or a demote, reset, promote would hand them that account.
 */
async function guardPeerAccounts({ user: actor }: WriteContext, values: Values, existing?: Row) {
  if (actor.role === 'system' || !existing || existing.id === actor.id || existing.role === 'courier') return;
  if (values.role !== undefined && values.role !== existing.role) {
    throw forbidden("Only a system user may change another manager's role");
  }
  if (typeof values.password !== 'string') return;
  if (await verifyPassword(String(existing.password_hash), values.password)) return; // unchanged
  throw forbidden("Only a system user may set another manager's password");
}

/** The panel must never lose its last way in: one enabled system user always remains. */
async function keepAnotherSystemUser({ db }: WriteContext, target: Row, action: string, field?: string) {
  const others = (await lockEnabledSystemUserIds(db)).filter((id) => id !== target.id);
  if (others.length === 0) {
    throw conflict(`The last enabled system user cannot be ${action}`, {
      [field ?? '_']: messageKeys.lastSystemUser,
    });
  }
}

async function checkRules(context: WriteContext, values: Values, existing?: Row) {
  guardSystemRole(context, existing, values.role);
  await guardPeerAccounts(context, values, existing);
  if (!existing) return;
  const isDisabling = values.is_enabled === false && existing.is_enabled === true;
  if (isDisabling && existing.id === context.user.id) {
    throw unprocessable({ is_enabled: messageKeys.cannotDisableSelf }, 'You cannot disable your own account');
  }
  if (!isActiveSystemUser(existing)) return;
  if (isDisabling) await keepAnotherSystemUser(context, existing, 'disabled', 'is_enabled');
  if (values.role !== undefined && values.role !== 'system')
    await keepAnotherSystemUser(context, existing, 'demoted', 'role');
}

/** Turns a sent password into a new hash; the same password sent again (the form always asks for it) changes nothing. */
async function toPasswordHash(values: Values, existing?: Row): Promise<Values> {
  const { password, ...rest } = values;
  if (typeof password !== 'string') return rest;
  if (existing && (await verifyPassword(String(existing.password_hash), password))) return rest;
  return { ...rest, password_hash: await hashPassword(password) };
}

export const userHooks: ResourceHooks = {
  async beforeWrite(context, values, existing) {
    await checkRules(context, values, existing);
    if (typeof values.email === 'string') {
      const email = values.email.trim().toLowerCase();
      if (await findEmailOwner(context.db, email, existing?.id)) {
        throw conflict('A user with this email already exists', { email: messageKeys.alreadyExists });
      }
      values = { ...values, email };
    }
    return toPasswordHash(values, existing);
  },

  /**
   * A disabled user, a changed password or a changed role ends every session of that user at once
   * (a role given back later does not bring old tokens back).
   */
  async afterWrite({ db }, saved, existing) {
    if (!existing) return;
    const isDisabled = existing.is_enabled === true && saved.is_enabled === false;
    const isRoleChanged = saved.role !== existing.role;
    if (isDisabled || isRoleChanged || saved.password_hash !== existing.password_hash)
      await revokeUserTokens(db, saved.id);
  },

  async beforeDelete(context, existing) {
    guardSystemRole(context, existing);
    if (existing.id === context.user.id) {
      throw conflict('You cannot delete your own account', { _: 'messages.cannot_delete_self' });
    }
    if (isActiveSystemUser(existing)) await keepAnotherSystemUser(context, existing, 'deleted');
  },
};
