import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/lib/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/access')({
  beforeLoad: requireModule('access'),
  component: () => <ModulePage moduleKey="access" />,
});
