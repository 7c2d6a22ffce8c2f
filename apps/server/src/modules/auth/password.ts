import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules.
const argon2id = 2;

const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so timing tells nothing. */
export const decoyHash = hashPassword(crypto.randomUUID());
