/** Server configuration from the environment; every variable is optional (README, .env.example). */
import path from 'node:path';

export type SeedSize = 'demo' | 'large';

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder of the embedded database, or 'memory'. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedSize: SeedSize;
  sessionTtlHours: number;
  /** 'auto' = Secure unless the request host is localhost. */
  cookieSecure: boolean | 'auto';
  /** Failed sign-ins per window per client address and e-mail. */
  loginRateLimit: number;
  loginRateWindowMs: number;
  /** Requests a minute per client address to the CMS portal read (public). */
  portalRateLimit: number;
  trustProxy: boolean;
  logoutRedirectUrl: string;
  ssoAuthorizeUrl: string | undefined;
  /** Built SPA; null serves no SPA (API tests). */
  staticDir: string | null;
  logLevel: string;
  /** Longest a request may take before it is cut off with 503. */
  requestTimeoutMs: number;
  /** Hub: ping interval, also how often sockets' sessions and rights are checked again. */
  hubKeepAliveMs: number;
  /** Hub: a client that sends nothing (not even a ping) this long is closed. */
  hubClientTimeoutMs: number;
  /** Check every answer against its contract (tests): one that does not fit becomes a 500. */
  checkAnswers: boolean;
  /** The SMTP server mails go through (nodemailer URL); unset: the local outbox folder. */
  smtpUrl: string | undefined;
  /** The sender of the mails the back office writes. */
  mailFrom: string;
  /** Where the local outbox writes each mail as `<id>.eml` without SMTP; null: nowhere (in memory). */
  mailOutboxDir: string | null;
  /** Deliver the outbox from this instance (off in the API tests: they deliver when they ask). */
  mailWorker: boolean;
  /** How often the worker looks for due mails (retries, mails queued by another instance). */
  mailPollMs: number;
  /** How long a claimed mail is held: one claimed by an instance that died is sent by another after it. */
  mailLeaseMs: number;
  /** Move due invoices to overdue from this instance, at start and hourly (off in the API tests). */
  invoiceOverdueJob: boolean;
  /** Execute queued tasks from this instance (off in the API tests but where a test turns it on). */
  taskWorker: boolean;
  /** How long a task's execution holds it: one held by an instance that died is taken over after it. */
  taskLeaseMs: number;
  /** The embedded licence provider answers an order or a seat change this long after making it (a slow provider; 0: at once). */
  providerAnswerDelayMs: number;
  /** Compare the running NCE items with the provider from this instance, at start and every six hours (off in the API tests). */
  subscriptionCheckJob: boolean;
  /** Expire and make service fee documents from this instance, at start, hourly and after invoice writes (off in the API tests). */
  serviceFeeJob: boolean;
  /** The app's own address, which password reset links in mails start with (never a request's Host). */
  appUrl: string;
  /** The customer portal invitations and impersonation link to; '' disables both (with the reason). */
  portalUrl: string;
  /** Signs portal tokens; unset: a secret the first instance makes and stores in the database. */
  portalTokenSecret: string | undefined;
  /** Encrypts the two-factor secrets at rest (any long random text); unset: a key the first instance makes and stores in the database. */
  totpEncryptionKey: string | undefined;
};

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export const DEMO_PORTAL_URL = 'https://portal.example.com';

export const DEFAULT_MAIL_FROM = 'Back office <billing@backoffice.local>';

/**
 * How long a claim holds a mail (docs/jobs.md "The mail lease"): a mail claimed by an instance that
 * died is sent by another one this long after the claim. Two minutes: twice the longest a send may
 * take (mail-sender.ts `sendTimeoutMs`), which itself is above the SMTP phases' own timeouts, so a
 * slow but live send never loses its mail to a second instance. `MAIL_LEASE_MS` sets another.
 */
export const MAIL_LEASE_MS = 2 * 60_000;

/**
 * How long a task's execution holds the task (docs/jobs.md, task-execution.ts): longer than a handler
 * takes, so a live execution is never taken over; one whose instance died is taken over after it.
 * `TASK_LEASE_MS` sets another.
 */
export const TASK_LEASE_MS = 3 * 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const seedSize = env.SEED_SIZE || 'demo';
  if (seedSize !== 'demo' && seedSize !== 'large')
    throw new Error(`SEED_SIZE must be demo or large, got "${seedSize}"`);
  const secure = env.COOKIE_SECURE || 'auto';
  const dataDir = env.DATA_DIR || './.data';
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seedSize,
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS'),
    cookieSecure: secure === 'auto' ? 'auto' : bool(secure, false),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    loginRateWindowMs: 15 * 60_000,
    portalRateLimit: int(env.PORTAL_RATE_LIMIT, 120, 'PORTAL_RATE_LIMIT'),
    trustProxy: bool(env.TRUST_PROXY, false),
    logoutRedirectUrl: env.LOGOUT_REDIRECT_URL || '/login',
    ssoAuthorizeUrl: env.SSO_AUTHORIZE_URL || undefined,
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
    hubKeepAliveMs: 15_000,
    hubClientTimeoutMs: 30_000,
    checkAnswers: bool(env.CHECK_ANSWERS, false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    mailOutboxDir: env.MAIL_OUTBOX_DIR || (dataDir === 'memory' ? null : path.join(dataDir, 'outbox')),
    mailWorker: bool(env.MAIL_WORKER, true),
    mailPollMs: int(env.MAIL_POLL_MS, 30_000, 'MAIL_POLL_MS'),
    mailLeaseMs: int(env.MAIL_LEASE_MS, MAIL_LEASE_MS, 'MAIL_LEASE_MS'),
    invoiceOverdueJob: bool(env.INVOICE_OVERDUE_JOB, true),
    taskWorker: bool(env.TASK_WORKER, true),
    taskLeaseMs: int(env.TASK_LEASE_MS, TASK_LEASE_MS, 'TASK_LEASE_MS'),
    providerAnswerDelayMs: int(env.PROVIDER_ANSWER_DELAY_MS, 0, 'PROVIDER_ANSWER_DELAY_MS'),
    subscriptionCheckJob: bool(env.SUBSCRIPTION_CHECK_JOB, true),
    serviceFeeJob: bool(env.SERVICE_FEE_JOB, true),
    // The embedded demo points at an example portal so both actions can be tried; a real
    // deployment (DATABASE_URL) names its own portal or has none.
    appUrl: (env.APP_URL || `http://localhost:${int(env.PORT, 3000, 'PORT')}`).replace(/\/+$/, ''),
    portalUrl: env.PORTAL_URL ?? (env.DATABASE_URL ? '' : DEMO_PORTAL_URL),
    portalTokenSecret: env.PORTAL_TOKEN_SECRET || undefined,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY || undefined,
  };
}

/** The configuration API tests use: in-memory database, no SPA, quiet, every answer checked, no mail worker, no overdue job, no task worker, no subscription check, no service fee job. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    dataDir: 'memory',
    staticDir: null,
    logLevel: 'silent',
    cookieSecure: false,
    checkAnswers: true,
    mailOutboxDir: null,
    mailWorker: false,
    invoiceOverdueJob: false,
    taskWorker: false,
    subscriptionCheckJob: false,
    // The gates call the portal read hundreds of times from one address; its own test sets a limit.
    portalRateLimit: 1_000_000,
    serviceFeeJob: false,
    ...overrides,
  };
}
