import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { CompaniesPage } from '@/features/company/companies-page';
import { companyList } from '@/features/company/company-list';

const list = listRoute(companyList);

export const Route = createFileRoute('/_app/company/')({ ...list, component: CompaniesPage });
