import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/layout/not-found';
import { requireModule } from '@/lib/guards';
import { ModulePage } from '@/features/shell/module-page';
import { MODULE_CATALOGUE, type ModuleKey } from '@/shared/catalogue';

const SUB_MODULES = MODULE_CATALOGUE.find((m) => m.key === 'invoices')?.subModules?.map((s) => s.key) ?? [];
const isSubModule = (key: string): key is ModuleKey => SUB_MODULES.includes(key);

/**
 * /invoices/{sub}: invoices, drafts, manual invoices and manual products, each guarded by its own key;
 * any other {sub} is the not-found screen inside the shell.
 */
export const Route = createFileRoute('/_app/invoices/$sub')({
  beforeLoad: async (ctx) => {
    const sub = ctx.params.sub;
    if (isSubModule(sub)) await requireModule(sub)(ctx);
  },
  component: Screen,
});

function Screen() {
  const { sub } = Route.useParams();
  return isSubModule(sub) ? <ModulePage moduleKey={sub} /> : <NotFound inShell />;
}
