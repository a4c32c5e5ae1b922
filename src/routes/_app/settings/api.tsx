import { createFileRoute } from '@tanstack/react-router';
import { ApiReferencePage } from '@/features/api-reference/api-reference-page';

/** The API reference for every signed-in user (Settings has no module guard); Swagger UI loads only here. */
export const Route = createFileRoute('/_app/settings/api')({
  component: ApiReferencePage,
});
