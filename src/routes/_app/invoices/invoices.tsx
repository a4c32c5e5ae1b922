import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { invoiceList } from '@/features/invoice/invoice-list';
import { InvoicesPage } from '@/features/invoice/invoices-page';

/** /invoices/invoices: the approved invoices (beside $sub.tsx, which keeps the other sub-modules). */
const list = listRoute(invoiceList);

export const Route = createFileRoute('/_app/invoices/invoices')({ ...list, component: InvoicesPage });
