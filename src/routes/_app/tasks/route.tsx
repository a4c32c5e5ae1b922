import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/lib/i18n';

/** Every tasks screen: their texts load with the route. */
export const Route = createFileRoute('/_app/tasks')({
  loader: () => loadNamespaces('task'),
});
