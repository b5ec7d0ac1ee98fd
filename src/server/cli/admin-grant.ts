import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAccountsRepository } from '../features/accounts/repository.js';
import { isEmailIdentifier } from '../../shared/accounts/email-domain.js';

/** Grants the admin role to the account with this email or username; returns its username. */
export async function grantAdmin(db: Db, identifier: string): Promise<string> {
  const accounts = createAccountsRepository(db);
  const user = isEmailIdentifier(identifier)
    ? await accounts.findByEmail(identifier)
    : await accounts.findByUsername(identifier);
  if (!user)
    throw new Error(
      `No account with the ${isEmailIdentifier(identifier) ? 'email' : 'username'} "${identifier}".`,
    );
  await accounts.grantAdmin(user.id);
  return user.username;
}

async function main(): Promise<void> {
  const identifier = process.argv[2]?.trim();
  if (!identifier) {
    console.error('Usage: npm run admin:grant -- <email|username>');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const username = await grantAdmin(db, identifier);
    console.log(`${username} is now an admin.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
