import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/lib/i18n';

/** Every mails screen: their texts load with the route. */
export const Route = createFileRoute('/_app/mails')({
  loader: () => loadNamespaces('mail'),
});
