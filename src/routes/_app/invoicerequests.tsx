import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/invoicerequests')({
  beforeLoad: requireModule('requestlogs'),
  component: () => <ModulePage moduleKey="requestlogs" />,
});
