import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { manualInvoiceList } from '@/features/manual-invoice/manual-invoice-list';
import { ManualInvoicesPage } from '@/features/manual-invoice/manual-invoices-page';

/** /invoices/manualInvoices (beside $sub.tsx, which keeps the unknown sub-modules). */
const list = listRoute(manualInvoiceList);

export const Route = createFileRoute('/_app/invoices/manualInvoices')({ ...list, component: ManualInvoicesPage });
