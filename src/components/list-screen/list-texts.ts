/**
 * The texts a list screen (ListScreen) names under its `texts` prefix, in every language: what the
 * empty table says (nothing yet, nothing matches); with an add action, its button and the reason it
 * is disabled without the module's edit right; and, where the namespace has them, the search box's
 * hint and what the failed state says (else the common ones).
 */
export const LIST_TEXTS = ['empty', 'noMatch'] as const;
export const LIST_ADD_TEXTS = ['add', 'noEditRight'] as const;
export const LIST_OPTIONAL_TEXTS = ['searchPlaceholder', 'loadFailed'] as const;
