/**
 * The names every layer shares, in one typed catalogue, so that a typo is a type error rather than a
 * silent miss:
 *  - modules: the keys the access rights name (route guards, the server's route access, the sidebar),
 *    where each lives in the SPA and whether the sidebar shows it;
 *  - domains: the groups of data the SPA caches and the server announces. A domain is the first
 *    segment of every query key of its feature (`queryRoot`), the `domain` of a server route's
 *    `changes` and of the hub's `changed` event. Each says whose screens hear its changes (the
 *    readers of a module, or only the user who made them) and in which other domains' answers its
 *    records show up (a rebate group's name is in every product row), so a change refreshes those too.
 * Pure data, shared by the SPA and the server. Module keys are matched case-insensitively.
 */

export type ModuleDefinition = {
  readonly key: string;
  /** SPA path of the module's screen; sub-modules default to `/{parent}/{sub}`. */
  readonly path: string | null;
  readonly showInSideBar: boolean;
  readonly subModules?: readonly ModuleDefinition[];
};

const MODULES = [
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
] as const satisfies readonly ModuleDefinition[];

/** Every module, in sidebar order. */
export const MODULE_CATALOGUE: readonly ModuleDefinition[] = MODULES;

type KeysOf<M> = M extends { key: infer K; subModules: readonly (infer S)[] }
  ? K | KeysOf<S>
  : M extends { key: infer K }
    ? K
    : never;

/** A module key as the access rights name it. */
export type ModuleKey = KeysOf<(typeof MODULES)[number]>;

/** The domains, by name. */
export const DOMAIN_NAMES = [
  'cmsItems',
  'cmsTags',
  'ipRanges',
  'contracts',
  'security',
  'notifications',
  'screenConfigurations',
  'rebateGroups',
  'products',
  'prices',
  'companies',
  'contacts',
  'mails',
  'invoices',
  'drafts',
  'manualProducts',
  'manualInvoices',
  'roles',
  'entities',
  'tasks',
  'fileImports',
  'serviceFees',
  'dataQuality',
  'search',
] as const;
export type Domain = (typeof DOMAIN_NAMES)[number];

export type DomainDefinition = {
  /** Whose screens hear a change: the readers of this module, or only the user who made it. */
  readonly heardBy: ModuleKey | 'self';
  /** Domains whose answers show this domain's records: a change refreshes them too. */
  readonly shownIn: readonly Domain[];
};

export const DOMAINS: Readonly<Record<Domain, DomainDefinition>> = {
  cmsItems: { heardBy: 'cms', shownIn: [] },
  cmsTags: { heardBy: 'cms', shownIn: ['cmsItems'] },
  /**
   * A company's timeline shows its contracts' changes; the IP plan their numbers and status; an NCE
   * item added or changed makes a task (its order or change at the provider).
   */
  contracts: { heardBy: 'contract', shownIn: ['companies', 'ipRanges', 'tasks', 'dataQuality'] },
  ipRanges: { heardBy: 'ipplan', shownIn: [] },
  /** The signed-in user's account, rights and modules. */
  security: { heardBy: 'self', shownIn: [] },
  notifications: { heardBy: 'self', shownIn: [] },
  /**
   * Saved filters are each user's own; one shared with the team is heard by its module's readers (the
   * routes name that audience per filter: server/modules/screen-configuration).
   */
  screenConfigurations: { heardBy: 'self', shownIn: [] },
  /** Product rows and details show their rebate group's description. */
  rebateGroups: { heardBy: 'rebategroups', shownIn: ['products'] },
  /** Contract items show their product's code and name (their unit price is stored: a price change does not move it). */
  products: { heardBy: 'products', shownIn: ['contracts', 'dataQuality'] },
  prices: { heardBy: 'products', shownIn: ['dataQuality'] },
  /** Prices for a customer, and contracts, show the company's name. */
  companies: { heardBy: 'company', shownIn: ['prices', 'contracts', 'ipRanges', 'dataQuality'] },
  /** A company is found by its contacts' e-mail addresses. */
  contacts: { heardBy: 'company', shownIn: ['companies', 'dataQuality'] },
  /**
   * The outbox: a mail's status changes as it is delivered; a company's timeline shows its mails; a
   * mail given up makes a task.
   */
  mails: { heardBy: 'mails', shownIn: ['companies', 'tasks'] },
  /**
   * Invoices and the month runs' request logs; a run makes drafts and approval takes them away, moves
   * the items' invoiced-until day (contracts) and writes on the company's timeline; a run's item left
   * out or invoiced at its stored price makes a task.
   */
  invoices: {
    heardBy: 'invoices',
    shownIn: ['drafts', 'companies', 'contracts', 'manualInvoices', 'tasks', 'dataQuality'],
  },
  /**
   * What the drafts module's edit right changes: drafts and their lines deleted, simulations made
   * and deleted. Drafts are listed and shown under the invoices too.
   */
  drafts: { heardBy: 'drafts', shownIn: ['invoices'] },
  /** What finance bills by hand; a manual invoice line keeps its own copy of the product's values. */
  manualProducts: { heardBy: 'manualProducts', shownIn: [] },
  /**
   * Manual invoices made and changed while drafts (the manual invoices module's edit right); they are
   * listed and shown among the invoices too, and written on the company's timeline. Their approval and
   * life after it are changes of `invoices`, which the manual invoices list shows as well.
   */
  manualInvoices: { heardBy: 'manualInvoices', shownIn: ['invoices', 'companies'] },
  /** Roles and their definitions; a user's detail shows their roles' names and the rights they grant. */
  roles: { heardBy: 'roles', shownIn: ['entities'] },
  /** Staff users and the roles they hold; a role's detail lists its users. */
  entities: { heardBy: 'entities', shownIn: ['roles'] },
  /**
   * The staff's work queue: a task changes as people assign and move it and as its execution runs;
   * producers make tasks in the transactions of mails, month runs and contract items.
   */
  tasks: { heardBy: 'tasks', shownIn: [] },
  /** File imports and their progress (the records they make are changes of their own domains). */
  fileImports: { heardBy: 'fileimports', shownIn: [] },
  /**
   * What the provider owes its resellers: documents made by the monthly job, claimed, linked and paid;
   * a reseller's company page lists its own and its timeline shows their history.
   */
  serviceFees: { heardBy: 'servicefee', shownIn: ['companies'] },
  /**
   * Data quality's accepted findings. Its findings are read from the companies, contacts, contracts,
   * products, prices and invoices, whose changes refresh it (their shownIn): a fixed finding leaves.
   */
  dataQuality: { heardBy: 'dataquality', shownIn: [] },
  /**
   * The one search's answers (the command palette): records of several domains, each answer kept a
   * short while and asked again as the text changes; no route changes it.
   */
  search: { heardBy: 'self', shownIn: [] },
};

/** The first segment of every query key of a domain. */
export const queryRoot = <D extends Domain>(domain: D) => [domain] as const;

/** The domains a change of `domain` refreshes: itself, then those that show its records. */
export function affectedDomains(domain: Domain): Domain[] {
  return [domain, ...DOMAINS[domain].shownIn];
}

/**
 * The modules whose readers hear a change of `domain` (its own and those of the domains that show
 * it, so a products reader hears a renamed rebate group); empty for a domain heard by its user only.
 */
export function modulesHearing(domain: Domain): ModuleKey[] {
  const modules = affectedDomains(domain).map((d) => DOMAINS[d].heardBy);
  return [...new Set(modules.filter((m): m is ModuleKey => m !== 'self'))];
}

export const isDomain = (value: unknown): value is Domain =>
  typeof value === 'string' && (DOMAIN_NAMES as readonly string[]).includes(value);
