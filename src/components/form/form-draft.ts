/**
 * What a form left unsaved keeps in the browser (localStorage), so that a reload, a crash or a closed
 * tab loses nothing: the values typed, the version of the record they were typed on, and when. The
 * same record's form, opened again by the same user, offers them back; a record changed meanwhile
 * (another version) has its kept values dropped, not offered (its form starts from the colleague's
 * version, and a save on the old one would meet the 409 anyway). A save or a cancel drops them; so
 * does signing out (a shared computer keeps nobody's typing).
 */
const PREFIX = 'backoffice-draft:';

export type FormDraft<TValues> = { version: number | null; values: TValues; savedAt: string };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a privacy setting): the form works without drafts
  }
};

/** The key of a record's form for a user: `company:12`, `company:new`. */
export const draftKey = (userId: number, form: string) => `${PREFIX}${userId}:${form}`;

/** The text kept under `key` (null: none, or no storage). */
export const storedDraft = (key: string): string | null => storage()?.getItem(key) ?? null;

/** A kept text as a draft, if it is one typed on `version` (null: a new record). */
export function draftOn<TValues>(text: string | null, version: number | null): FormDraft<TValues> | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as FormDraft<TValues>;
    if (draft.version === version && draft.values && typeof draft.savedAt === 'string') return draft;
  } catch {
    // not a draft of ours
  }
  return null;
}

/** The draft kept under `key`, if it was typed on `version`; one typed on another (or not a draft) is dropped. */
export function readDraft<TValues>(key: string, version: number | null): FormDraft<TValues> | null {
  const draft = draftOn<TValues>(storedDraft(key), version);
  if (!draft) storage()?.removeItem(key);
  return draft;
}

export function writeDraft<TValues>(key: string, version: number | null, values: TValues, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ version, values, savedAt: now.toISOString() }));
  } catch {
    // storage full or refused: the form goes on without a draft
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every kept draft, whoever's: on signing out. */
export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k) => k?.startsWith(PREFIX));
  for (const key of keys) store.removeItem(key!);
}
