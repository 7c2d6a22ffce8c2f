import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * Opens the database the environment names (DATABASE_URL, else the embedded one under DATA_DIR),
 * migrated. When it cannot be opened (no such database, server down, wrong password) it prints one
 * line saying which and why, and ends the process: a stack trace would not tell a user more.
 */
export async function openConfiguredDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<DatabaseHandle> {
  try {
    return databaseUrl
      ? await openDatabase({ kind: 'postgres', url: databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  } catch (error) {
    console.error(describeOpenFailure(databaseUrl, dataDir, error));
    process.exit(1);
  }
}

/** The line printed when the database cannot be opened: which one (no password) and the driver's reason. */
export function describeOpenFailure(databaseUrl: string | undefined, dataDir: string, error: unknown) {
  const where = databaseUrl ? withoutPassword(databaseUrl) : path.join(dataDir, 'db');
  return `Could not open the database ${where}: ${reasonOf(error)}`;
}

function withoutPassword(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The driver's own words: drizzle wraps them in a "Failed query" error whose cause they are. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return reasonOf(cause);
  const { message, code } = error as { message?: string; code?: string };
  return message || code || String(error);
}
