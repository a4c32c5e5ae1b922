import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/lib/i18n';

/** Every companies screen: their texts load with the route. */
export const Route = createFileRoute('/_app/company')({
  loader: () => loadNamespaces('company', 'enums'),
});
