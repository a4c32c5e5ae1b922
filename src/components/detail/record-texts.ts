/** The texts a record's detail page (RecordDetail) names under its `texts` prefix, in every language. */
export const RECORD_TEXTS = ['notFound', 'notFoundText', 'backToList'] as const;
