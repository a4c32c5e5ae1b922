/**
 * An import outlives its instance (docs/jobs.md "Restarts"): a real server (server/main.ts in a child
 * process, on a database of the test's own: restart-database.ts) takes a CSV of new companies over
 * HTTP and is killed with SIGKILL once the import has committed its first slice and before its end,
 * then started again on the same database. The import goes on by itself after its cursor and
 * finishes; every row was imported once (the slice in flight at the kill rolled back whole and was
 * done again): as many companies as rows, none twice, none skipped as "already there".
 */
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { FileImportDetail } from '../../../src/shared/schemas/file-import';
import { DEMO_PASSWORD } from '../../db/seed';
import { RESTART_TESTS, restartDatabaseForFile } from '../../testing/restart-database';
import { signedIn, withChildServers } from '../../testing/server-process';
import { ADMIN } from '../../testing/test-app';

/** Rows of the file: slices of 100 (import-run.ts), enough of them to be killed in the middle of. */
const ROWS = 1_000;
const NAME = 'Restart import';
const BASE = '/api/file/v2/imports';

const database = restartDatabaseForFile();

const companiesCsv = () =>
  'name,vatNumber,partyType,language\r\n' +
  Array.from({ length: ROWS }, (_, i) => `${NAME} ${String(i + 1).padStart(5, '0')},,ENDUSER,NL\r\n`).join('');

it.runIf(RESTART_TESTS)(
  'an import whose instance is killed goes on after the restart: every row imported once',
  () =>
    withChildServers(async (start) => {
      let server = await start(database.env());
      let { call } = await signedIn(server, ADMIN, DEMO_PASSWORD);
      const { importId, rows } = await call<{ importId: number; rows: number }>(
        `${BASE}?type=companies&fileName=restart-companies.csv`,
        { file: companiesCsv(), contentType: 'text/csv' },
      );
      expect(rows).toBe(ROWS);
      const counts = async () => (await call<FileImportDetail>(`${BASE}/${importId}?pageSize=5`)).fileImport;
      // In flight: a slice committed, the import not finished.
      await vi.waitFor(
        async () => {
          const { status, counts: now } = await counts();
          expect(status).toBe('running');
          expect(now.done).toBeGreaterThan(0);
        },
        { timeout: 120_000, interval: 100 },
      );
      await server.kill();
      const killedAt = Date.now();

      server = await start(database.env());
      ({ call } = await signedIn(server, ADMIN, DEMO_PASSWORD));
      await vi.waitFor(async () => expect((await counts()).status).toBe('finished'), {
        timeout: 180_000,
        interval: 250,
      });
      const finished = await counts();
      // Finished by the second instance, after the kill.
      expect(Date.parse(finished.finishedAt!)).toBeGreaterThan(killedAt);
      expect(finished.counts).toEqual({
        total: ROWS,
        done: ROWS,
        imported: ROWS,
        skipped: 0,
        failed: 0,
        needsReview: 0,
      });
      const importedRows = await call<FileImportDetail>(`${BASE}/${importId}?pageSize=5&outcomes=imported`);
      expect(importedRows.rows.totalCount).toBe(ROWS);
      await server.stop();

      // Each company once: one per row, each row's record its own.
      const made = await database.open(async (db) => {
        const [row] = (
          await db.execute<{ companies: number; names: number; records: number; rowsWithRecord: number }>(sql`select
          (select count(*)::int from companies where name like ${`${NAME} %`}) as companies,
          (select count(distinct name)::int from companies where name like ${`${NAME} %`}) as names,
          (select count(distinct record_id)::int from import_rows where import_id = ${importId}) as records,
          (select count(*)::int from import_rows where import_id = ${importId} and record_id is not null) as "rowsWithRecord"`)
        ).rows;
        return row;
      });
      expect(made).toEqual({ companies: ROWS, names: ROWS, records: ROWS, rowsWithRecord: ROWS });
    }),
  600_000,
);
