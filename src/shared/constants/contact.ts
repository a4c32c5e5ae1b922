/** Contacts: genders and the list's sort columns. Zod-free: safe for the start-up bundle. */
/** A contact's gender (spec 02: nd, m, f, o). */
export const GENDERS = ['nd', 'm', 'f', 'o'] as const;

export type Gender = (typeof GENDERS)[number];

/** Columns the contact list sorts by (`orderBys`). */
export const CONTACT_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'updatedAt'] as const;
