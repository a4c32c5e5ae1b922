import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/company/$subroute')({
  beforeLoad: requireModule('company'),
  component: Screen,
});

function Screen() {
  const { subroute } = Route.useParams();
  return <ModulePage moduleKey="company" detail={subroute} />;
}
