/**
 * A database of its own on a PostgreSQL server, for a test file, a restart test or the bench: made
 * empty or as a copy of a template database (which must have no connection open), dropped after
 * (connections forced off). No vitest here: the bench uses it too.
 */
export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A new database `<prefix>_<pid>_<random>` on the server at `serverUrl` (its admin connection). */
export async function scratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
