/**
 * Account, access rights, modules, external links, password resets (spec 01 section 7). These calls
 * sit on the start-up path, so their answers are typed, not parsed: zod stays out of the entry chunk.
 */
import { http } from '@/lib/http';
import type {
  Account,
  AccessRightsAnswer,
  ExternalLink,
  LoginInput,
  Module,
  RedirectAnswer,
} from '@/shared/schemas/security';

const ACCOUNT = '/api/security/v2/account';
const OAUTH = '/api/security/v2/oauth';
const IDENTITY = '/api/security/v2/identity';

export const securityApi = {
  login: (input: LoginInput) => http.post<Account>(`${ACCOUNT}/login`, input),
  loginRedirect: (returnUrl: string) =>
    http.get<RedirectAnswer>(`${ACCOUNT}/login/redirect`, { searchParams: { returnUrl } }),
  singleSignOn: (returnUrl: string) => http.get<RedirectAnswer>(`${OAUTH}/signin`, { searchParams: { returnUrl } }),
  account: (signal?: AbortSignal) => http.get<Account | null>(ACCOUNT, { signal }),
  accessRights: (signal?: AbortSignal) => http.get<AccessRightsAnswer>(`${ACCOUNT}/accessrights`, { signal }),
  logout: () => http.get<RedirectAnswer>(`${ACCOUNT}/logout/redirect`),
  modules: (signal?: AbortSignal) => http.get<Module[]>('/api/security/v2/modules', { signal }),
  externalLinks: (signal?: AbortSignal) => http.get<ExternalLink[]>('/api/v2/externallinks', { signal }),
  resetOwnPassword: () => http.post<null>(`${IDENTITY}/reset-password`),
  resetPassword: (userId: number) =>
    http.post<null>(`${IDENTITY}/${userId}/reset-password`, { onBehalfOfMainApplication: true }),
  resetAuthenticator: (userId: number) => http.post<null>(`${IDENTITY}/${userId}/reset-authenticator`),
};
