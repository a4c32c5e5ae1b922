/**
 * Deterministic demo data, seeded into an empty database at start. Every demo account signs in with
 * DEMO_PASSWORD. SEED_SIZE=large adds volume for load tests.
 */
import { seedCmsItems } from './cms-item';
import { seedIpRanges } from './ip-range';
import { seedSubscriptions } from './subscription';
import { seedContracts } from './contract';
import { seedInvoiceHistory } from './invoices';
import { seedManualInvoiceLife, seedManualInvoices } from './manual-invoices';
import { seedManualProducts } from './manual-products';
import { seedServiceFees } from './service-fees';
import { count, sql } from 'drizzle-orm';
import { MODULE_CATALOGUE, type ModuleDefinition } from '../../../src/shared/catalogue';
import { formatCount } from '../../../src/shared/format';
import type { SeedSize } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  externalLinks,
  modules,
  notifications,
  rebateGroups,
  roleAccessRights,
  roleFunctionalityRights,
  roles,
  userRoles,
  users,
} from '../schema';
import { seedCompanies } from './companies';
import { seedDataQuality } from './data-quality';
import { seedFileImports } from './file-imports';
import { seedMails } from './mails';
import { seedTasks } from './tasks';
import { seedPrices } from './prices';
import { seedLargeProducts, seedProducts } from './products';

export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@backoffice.test', name: 'Ada Admin', role: 'Administrator', description: 'every module editable' },
  { email: 'viewer@backoffice.test', name: 'Victor Viewer', role: 'Auditor', description: 'every module read-only' },
  {
    email: 'products@backoffice.test',
    name: 'Priya Products',
    role: 'Product manager',
    description: 'products only, editable',
  },
  { email: 'nomodule@backoffice.test', name: 'Noah Newcomer', role: null, description: 'no module' },
] as const;

type Right = { functionCode: string; valueType: 'Multiselect' | 'Boolean'; valueCode: string };

const ROLE_RIGHTS: Record<
  string,
  { description: string; rights: Right[]; access: { accessType: string; accessCode: string }[] }
> = {
  Administrator: {
    description: 'Every module, editable; administers access.',
    rights: [
      { functionCode: 'MODULE_READ', valueType: 'Boolean', valueCode: 'TRUE' },
      { functionCode: 'MODULE_EDIT', valueType: 'Boolean', valueCode: 'TRUE' },
    ],
    access: [
      { accessType: 'FUNCTION', accessCode: 'USER_MANAGEMENT' },
      { accessType: 'FUNCTION', accessCode: 'COMPANY_LINKED' },
    ],
  },
  Auditor: {
    description: 'Every module, read-only.',
    rights: [{ functionCode: 'MODULE_READ', valueType: 'Boolean', valueCode: 'TRUE' }],
    access: [{ accessType: 'FUNCTION', accessCode: 'COMPANY_LINKED' }],
  },
  'Product manager': {
    description: 'Products and their prices.',
    rights: [
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'products' },
      { functionCode: 'MODULE_EDIT', valueType: 'Multiselect', valueCode: 'products' },
    ],
    access: [],
  },
};

const EXTERNAL_LINKS = [
  { name: 'Service desk', link: 'https://servicedesk.example.com' },
  { name: 'Billing handbook', link: 'https://handbook.example.com/billing' },
  { name: 'Status page', link: 'https://status.example.com' },
];

/** Reseller tiers as a Belgian distributor runs them (percentages off the recommended price). */
const REBATE_GROUPS: [string, number][] = [
  ['Registered reseller', 5],
  ['Silver partner', 8],
  ['Gold partner', 12],
  ['Platinum partner', 15.5],
  ['Education partner', 20],
  ['Non-profit partner', 25],
  ['Managed service provider', 10],
  ['Distributor', 18.75],
  ['Referral partner', 2.5],
  ['Government framework', 7],
  ['Startup programme', 30],
  ['Internal use', 0],
];

type UserLanguage = (typeof users.$inferSelect)['language'];

/**
 * The demo notifications, stored as the real ones are: in the recipient's language, the count of the
 * first written as that language writes it (1,284 / 1.284 / 1 284: src/shared/format.ts).
 */
const NOTIFICATION_TEMPLATES: ({ type: 'success' | 'danger' | 'warning' | 'info' } & Record<UserLanguage, string>)[] = [
  {
    type: 'success',
    en: 'Invoice run for October completed: {count} invoices created.',
    nl: 'Facturatierun voor oktober voltooid: {count} facturen aangemaakt.',
    fr: 'Facturation d’octobre terminée : {count} factures créées.',
  },
  {
    type: 'warning',
    en: 'File import "usage-2026-10.csv" finished with 3 rejected lines.',
    nl: 'Import van bestand "usage-2026-10.csv" klaar met 3 geweigerde regels.',
    fr: 'Import du fichier « usage-2026-10.csv » terminé avec 3 lignes refusées.',
  },
  {
    type: 'info',
    en: 'Price list for Microsoft 365 Business Standard was updated.',
    nl: 'De prijslijst van Microsoft 365 Business Standard is bijgewerkt.',
    fr: 'La liste de prix de Microsoft 365 Business Standard a été mise à jour.',
  },
  {
    type: 'danger',
    en: 'Invoice request from Brouwerij Het Anker failed: unknown contract.',
    nl: 'Factuuraanvraag van Brouwerij Het Anker mislukt: onbekend contract.',
    fr: 'La demande de facture de Brouwerij Het Anker a échoué : contrat inconnu.',
  },
  {
    type: 'info',
    en: 'Task "Check credit note for Delvaux NV" was assigned to you.',
    nl: 'Taak "Creditnota voor Delvaux NV nakijken" is aan jou toegewezen.',
    fr: 'La tâche « Vérifier la note de crédit de Delvaux NV » vous a été attribuée.',
  },
  {
    type: 'success',
    en: 'Draft invoices for November are ready for review.',
    nl: 'De conceptfacturen voor november zijn klaar om na te kijken.',
    fr: 'Les brouillons de factures de novembre sont prêts à être vérifiés.',
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

async function seedModules(db: Pick<Db, 'insert'>, defs: readonly ModuleDefinition[], parentId: number | null) {
  for (const [i, def] of defs.entries()) {
    const [row] = await db
      .insert(modules)
      .values({ key: def.key, parentId, showInSideBar: def.showInSideBar, sortOrder: i })
      .returning({ id: modules.id });
    if (def.subModules && row) await seedModules(db, def.subModules, row.id);
  }
}

/** Seeds an empty database; returns the time it took in milliseconds. */
export async function seed(db: Db, size: SeedSize = 'demo'): Promise<number> {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD, true);
  await db.transaction(async (tx) => {
    await seedModules(tx, MODULE_CATALOGUE, null);
    await tx.insert(externalLinks).values(EXTERNAL_LINKS.map((l, i) => ({ ...l, sortOrder: i })));
    const extraGroups =
      size === 'large'
        ? Array.from({ length: 2_000 }, (_, i): [string, number] => [`Partner tier ${i + 1}`, (i % 400) / 10])
        : [];
    for (const batch of [REBATE_GROUPS, extraGroups])
      for (let i = 0; i < batch.length; i += 500)
        await tx
          .insert(rebateGroups)
          .values(
            batch.slice(i, i + 500).map(([description, rebatePercentage]) => ({ description, rebatePercentage })),
          );

    const productCount = await seedProducts(tx, REBATE_GROUPS.length);
    // Before the large variants: demo prices are for the demo catalogue.
    await seedCompanies(tx, size === 'large' ? 10_000 : 300);
    await seedPrices(tx);
    if (size === 'large') await seedLargeProducts(tx, productCount, REBATE_GROUPS.length + extraGroups.length);
    // Module seeds (npm run new-module adds a line here).
    await seedCmsItems(tx);
    await seedManualProducts(tx);
    await seedContracts(tx, size, async () => {
      const db = tx as unknown as Db;
      await seedInvoiceHistory(db, (month) => seedManualInvoices(db, month));
      await seedManualInvoiceLife(db);
      // What the monthly job made of that year for the resellers, and their claims and payments.
      await seedServiceFees(db);
    });
    await seedIpRanges(tx);
    await seedSubscriptions(tx);
    await seedMails(tx, size === 'large' ? 3_000 : 40);

    const roleIds = new Map<string, number>();
    for (const [name, def] of Object.entries(ROLE_RIGHTS)) {
      const [role] = await tx
        .insert(roles)
        .values({ name, description: def.description, roleType: 'builtIn' })
        .returning({ id: roles.id });
      if (!role) continue;
      roleIds.set(name, role.id);
      await tx.insert(roleFunctionalityRights).values(def.rights.map((r) => ({ ...r, roleId: role.id })));
      if (def.access.length)
        await tx.insert(roleAccessRights).values(def.access.map((a) => ({ ...a, roleId: role.id })));
    }

    const extra =
      size === 'large'
        ? Array.from({ length: 500 }, (_, i) => ({
            email: `staff${i + 1}@backoffice.test`,
            name: `Staff member ${i + 1}`,
            role: 'Auditor',
          }))
        : [];
    for (const account of [...DEMO_ACCOUNTS, ...extra]) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, name: account.name, passwordHash })
        .returning({ id: users.id });
      const roleId = account.role ? roleIds.get(account.role) : undefined;
      if (user && roleId) await tx.insert(userRoles).values({ userId: user.id, roleId });
    }

    await seedFileImports(tx as unknown as Db);

    const all = await tx.select({ id: users.id, email: users.email, language: users.language }).from(users);
    const now = Date.now();
    const perUser = size === 'large' ? 2_000 : 30;
    for (const user of all.slice(0, size === 'large' ? 4 : all.length)) {
      const rows = Array.from({ length: user.email.startsWith('admin') ? perUser : 6 }, (_, i) => {
        const template = NOTIFICATION_TEMPLATES[i % NOTIFICATION_TEMPLATES.length]!;
        const createdAt = new Date(now - i * 3 * 3_600_000);
        const message = template[user.language].replace('{count}', formatCount(1_284, { language: user.language }));
        return { userId: user.id, message, type: template.type, createdAt, readAt: i < 4 ? null : createdAt };
      });
      for (let i = 0; i < rows.length; i += 500) await tx.insert(notifications).values(rows.slice(i, i + 500));
    }
    // After the staff: the demo tasks are worked by them.
    await seedTasks(tx as unknown as Db);
    // Last: what migrated data holds that the forms refuse today, for data quality to find.
    await seedDataQuality(tx as unknown as Db);
  });
  // The planner's statistics for the new rows (the embedded database has no autovacuum to do it).
  await db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}
