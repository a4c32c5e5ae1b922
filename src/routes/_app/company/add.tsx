import { createFileRoute } from '@tanstack/react-router';
import { CompanyAddPage } from '@/features/company/company-add-page';
import { requireModule } from '@/lib/guards';

export const Route = createFileRoute('/_app/company/add')({
  beforeLoad: requireModule('company', 'edit'),
  component: CompanyAddPage,
});
