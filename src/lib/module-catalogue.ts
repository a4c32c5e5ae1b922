/**
 * Every module of the back office: its key (as the access rights name it), where it lives in the SPA,
 * its sub-modules, and whether the sidebar shows it. Pure data, shared by the SPA (navigation, guards)
 * and the server (seeded module table). Keys are matched case-insensitively.
 */
export type ModuleDefinition = {
  key: string;
  /** SPA path of the module's screen; sub-modules default to `/{parent}/{sub}`. */
  path: string | null;
  showInSideBar: boolean;
  subModules?: ModuleDefinition[];
};

export const MODULE_CATALOGUE: ModuleDefinition[] = [
  { key: 'dashboard', path: null, showInSideBar: false },
  { key: 'company', path: '/company', showInSideBar: true },
  { key: 'products', path: '/products', showInSideBar: true },
  { key: 'contract', path: '/contract', showInSideBar: true },
  {
    key: 'invoices',
    path: '/invoices',
    showInSideBar: true,
    subModules: [
      { key: 'invoices', path: '/invoices/invoices', showInSideBar: true },
      { key: 'drafts', path: '/invoices/drafts', showInSideBar: true },
      { key: 'manualInvoices', path: '/invoices/manualInvoices', showInSideBar: true },
      { key: 'manualProducts', path: '/invoices/manualProducts', showInSideBar: true },
    ],
  },
  { key: 'drafts', path: '/drafts', showInSideBar: false },
  { key: 'requestlogs', path: '/invoicerequests', showInSideBar: true },
  { key: 'servicefee', path: '/servicefee', showInSideBar: true },
  { key: 'tasks', path: '/tasks', showInSideBar: true },
  { key: 'fileimports', path: '/fileimports', showInSideBar: true },
  { key: 'ipplan', path: '/ipPlan', showInSideBar: true },
  { key: 'mails', path: '/mails', showInSideBar: true },
  { key: 'rebategroups', path: '/rebategroups', showInSideBar: true },
  { key: 'dataquality', path: '/dataquality', showInSideBar: true },
  { key: 'cms', path: '/cms', showInSideBar: true },
  {
    key: 'access',
    path: '/access',
    showInSideBar: true,
    subModules: [
      { key: 'roles', path: '/roles', showInSideBar: true },
      { key: 'entities', path: '/entities', showInSideBar: true },
    ],
  },
  { key: 'dynamics', path: null, showInSideBar: false },
];

/** Every key a right can name (modules and sub-modules), lower-cased and unique. */
export const ALL_MODULE_KEYS: string[] = [
  ...new Set(
    MODULE_CATALOGUE.flatMap((m) => [m.key, ...(m.subModules ?? []).map((s) => s.key)]).map((k) => k.toLowerCase()),
  ),
];
