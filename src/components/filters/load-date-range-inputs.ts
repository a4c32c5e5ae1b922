/**
 * The date-range filter's inputs (typed days, parsing, calendar) are their own chunk; a list route's
 * loader starts it with the route's code so the filter panel is complete at the first paint. Tiny,
 * because route options live in the entry bundle.
 */
export const loadDateRangeInputs = () => import('./date-range-inputs');
