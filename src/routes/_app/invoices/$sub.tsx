import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';
import { MODULE_CATALOGUE } from '@/shared/catalogue';

const SUB_MODULES = MODULE_CATALOGUE.find((m) => m.key === 'invoices')?.subModules?.map((s) => s.key) ?? [];

/** /invoices/{sub}: invoices, drafts, manual invoices and manual products, each guarded by its own key. */
export const Route = createFileRoute('/_app/invoices/$sub')({
  beforeLoad: async (ctx) => {
    if (!SUB_MODULES.includes(ctx.params.sub)) throw notFound();
    await requireModule(ctx.params.sub)(ctx);
  },
  component: Screen,
});

function Screen() {
  const { sub } = Route.useParams();
  return <ModulePage moduleKey={sub} />;
}
