/** Sign-in, account, access rights, modules, external links and saved filters. */
import * as z from 'zod';
import { LANGUAGES, SCREEN_CONFIG_TYPE } from './constants';

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

/** Saved custom filters ("screen configurations"). */

export { APPLICATION_CODE, SCREEN_CONFIG_TYPE } from './constants';

export const screenConfigurationQuery = z.object({
  type: z.literal(SCREEN_CONFIG_TYPE),
  applicationCode: z.string().min(1, 'validation.required').max(50, 'validation.maxLength|50'),
  screen: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
});

const filterValue = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(500), z.number()])).max(100),
]);

export const screenConfigurationInput = z.object({
  type: z.literal(SCREEN_CONFIG_TYPE),
  applicationCode: z.string().min(1, 'validation.required').max(50, 'validation.maxLength|50'),
  screen: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  moduleKey: z.string().trim().min(1, 'validation.required').max(50, 'validation.maxLength|50'),
  values: z
    .record(z.string().max(100), filterValue)
    .refine((v) => Object.keys(v).length <= 50, 'validation.maxItems|50'),
});
export type ScreenConfigurationInput = z.infer<typeof screenConfigurationInput>;

export const screenConfigurationSchema = screenConfigurationInput.extend({
  screenConfigurationId: z.number().int(),
  createdAt: z.string(),
});
export type ScreenConfiguration = z.infer<typeof screenConfigurationSchema>;

export const notificationSchema = z.object({
  notificationId: z.number().int(),
  message: z.string(),
  type: z.enum(['success', 'danger', 'warning', 'info']),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
