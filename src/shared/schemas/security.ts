/** Sign-in, account, access rights, modules, external links, identity resets and the health check. */
import * as z from 'zod';
import { LANGUAGES } from '../constants/common';

export { emptyAnswer, idParam } from './common';

export { loginSchema, type LoginInput } from './login';

export const returnUrlQuery = z.object({ returnUrl: z.string().max(2048, 'validation.maxLength|2048').optional() });

/** Answer of login redirect, SSO start and logout redirect: where to go next. */
export const redirectAnswer = z.object({ url: z.string() });
export type RedirectAnswer = z.infer<typeof redirectAnswer>;

export const accountSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
});
export type Account = z.infer<typeof accountSchema>;

export const ACCESS_FUNCTIONS = ['MODULE_READ', 'MODULE_EDIT'] as const;
export const VALUE_TYPES = ['Multiselect', 'Boolean'] as const;

/** A functionality right: MODULE_READ/MODULE_EDIT with a Multiselect module key or a Boolean TRUE/FALSE. */
export const functionalityRightSchema = z.object({
  functionCode: z.string(),
  valueType: z.enum(VALUE_TYPES),
  valueCode: z.string(),
});
export type FunctionalityRight = z.infer<typeof functionalityRightSchema>;

/** A content-level access code (checked by the access-check component). */
export const accessRightSchema = z.object({ accessType: z.string(), accessCode: z.string() });
export type AccessRight = z.infer<typeof accessRightSchema>;

export const accessRightsAnswer = z.object({
  accessRights: z.array(accessRightSchema),
  functionalityAccessRights: z.array(functionalityRightSchema),
});
export type AccessRightsAnswer = z.infer<typeof accessRightsAnswer>;

export type Module = { key: string; showInSideBar: boolean; subModules: Module[] };
export const moduleSchema: z.ZodType<Module> = z.object({
  key: z.string(),
  showInSideBar: z.boolean(),
  get subModules() {
    return z.array(moduleSchema);
  },
});

export const externalLinkSchema = z.object({ externalLinkId: z.number().int(), name: z.string(), link: z.string() });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const resetOtherPasswordBody = z.object({ onBehalfOfMainApplication: z.boolean() });

/** GET /api/health: the server and its database answer. */
export const healthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const modulesAnswer = z.array(moduleSchema);
export const externalLinksAnswer = z.array(externalLinkSchema);
