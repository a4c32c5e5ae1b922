import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/mails/$mailId')({
  beforeLoad: requireModule('mails'),
  component: Screen,
});

function Screen() {
  const { mailId } = Route.useParams();
  return <ModulePage moduleKey="mails" detail={mailId} />;
}
