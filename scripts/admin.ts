/**
 * `npm run admin -- create-admin EMAIL`: makes the account an admin (creating it when needed) and prints a one-time
 * link to set its password, valid for 24 hours.
 */
import { loadConfig } from '../src/platform/config';
import { connectPortalDatabase } from '../src/features/index';
import { createAdmin } from '../src/features/admin/create-admin';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run admin -- create-admin EMAIL`);
  process.exit(2);
}

const [command, email] = process.argv.slice(2);
if (command !== 'create-admin') usage(command ? `unknown command ${command}` : 'no command');
if (!email) usage('create-admin needs an e-mail address');

const config = loadConfig();
const database = await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  const result = await createAdmin(database.db, email, { now: Date.now(), siteUrl: config.siteUrl });
  console.log(`${result.created ? 'Created' : 'Promoted'} ${email} (user ${result.userId}) as admin.`);
  console.log(`Set the password within 24 hours, once, at:\n${result.link}`);
} catch (err) {
  console.error(`could not make ${email} an admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
