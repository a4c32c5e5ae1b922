/**
 * The pricing blocks (table, dialogs, graph, explanation) of the product detail, in their own chunk.
 * The route starts loading it while the product loads; this module stays tiny because route
 * options live in the entry bundle.
 */
export const loadPricingBlocks = () => import('./components/pricing-blocks');
