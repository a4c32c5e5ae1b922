import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/contract/$contractId')({
  beforeLoad: requireModule('contract'),
  component: Screen,
});

function Screen() {
  const { contractId } = Route.useParams();
  return <ModulePage moduleKey="contract" detail={contractId} />;
}
