import { createFileRoute } from '@tanstack/react-router';
import { ReleaseNotesPage } from '@/features/settings/release-notes-page';

export const Route = createFileRoute('/_app/settings/release-notes/1x')({
  component: ReleaseNotesPage,
});
