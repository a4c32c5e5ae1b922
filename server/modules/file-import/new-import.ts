/**
 * What every upload writes first, whatever the file (file-upload.ts, statement-upload.ts): the
 * import's row, once the same file is known not to be imported before for its type.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fileImports } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** A 400 on the upload's `file` field. */
export const fileError = (code: string) => badRequest('validation.failed', { file: code });

/** The refusal of a file uploaded before for this type (0: one being uploaded at the same moment). */
const sameFile = (id: number) => fileError(`fileImport.sameFile|${id}`);

/** Writes the import's row (status `uploading`) and answers its id; a file imported before is refused. */
export async function newImport(db: Db, values: typeof fileImports.$inferInsert): Promise<number> {
  const [earlier] = await db
    .select({ id: fileImports.id })
    .from(fileImports)
    .where(and(eq(fileImports.type, values.type), eq(fileImports.contentHash, values.contentHash)));
  if (earlier) throw sameFile(earlier.id);
  try {
    const [row] = await db.insert(fileImports).values(values).returning({ id: fileImports.id });
    return row!.id;
  } catch (error) {
    // The same file uploaded twice at once: the unique index decides.
    if (isUniqueViolation(error)) throw sameFile(0);
    throw error;
  }
}
