import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/lib/i18n';

/** Every products screen: their texts load with the route. */
export const Route = createFileRoute('/_app/products')({
  loader: () => loadNamespaces('product', 'pricing', 'enums'),
});
