/** Sign-in, account, access rights, modules, external links, identity (resets, two-factor) and the health check. */
import * as z from 'zod';
import { LANGUAGES } from '../constants/common';

export { emptyAnswer, idParam } from './common';

import { loginSchema } from './login';
import { PASSWORD_MAX_LENGTH, SIGN_IN_STEPS } from '../constants/identity';

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

/** A sign-in whose password was right and which needs its second step: which, and the challenge to send with it. */
export const secondStepAnswer = z.object({ twoFactor: z.enum(SIGN_IN_STEPS), challenge: z.string() });
export type SecondStepAnswer = z.infer<typeof secondStepAnswer>;

/** The sign-in's answer: the account (signed in), or the second step it needs. */
export const loginAnswer = z.union([accountSchema, secondStepAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

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

/** The sign-in page's "forgot password": the account's e-mail (the answer is the same for any). */
export const forgotPasswordBody = z.object({ email: loginSchema.shape.email });

const resetToken = z.string().min(1, 'validation.required').max(200, 'validation.maxLength|200');

export const RESET_LINK_STATES = ['valid', 'used', 'expired', 'invalid'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];

export const resetLinkQuery = z.object({ token: resetToken });
/** Where a reset link stands; whose account it is while it works. */
export const resetLinkAnswer = z.object({
  state: z.enum(RESET_LINK_STATES),
  email: z.string().optional(),
  name: z.string().optional(),
});
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswer>;

/** The new password (its rules: password-rules.ts, checked by the server with the user's name). */
export const newPasswordBody = z.object({
  token: resetToken,
  password: z
    .string()
    .min(1, 'validation.required')
    .max(PASSWORD_MAX_LENGTH, `validation.maxLength|${PASSWORD_MAX_LENGTH}`),
});
export type NewPasswordInput = z.infer<typeof newPasswordBody>;

/** GET /api/health: the server and its database answer. */
export const healthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const modulesAnswer = z.array(moduleSchema);
export const externalLinksAnswer = z.array(externalLinkSchema);

const challengeField = z.string().min(1, 'validation.required').max(200, 'validation.maxLength|200');
/** A code from the authenticator app (six digits) or a recovery code. */
const codeField = z.string().trim().min(1, 'validation.required').max(32, 'validation.maxLength|32');

export const twoFactorBody = z.object({ challenge: challengeField, code: codeField });
export type TwoFactorInput = z.infer<typeof twoFactorBody>;

export const authenticatorStatusAnswer = z.object({
  enrolled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type AuthenticatorStatus = z.infer<typeof authenticatorStatusAnswer>;

/** Enrolling: signed in, or in a sign-in whose role requires it (its challenge). */
export const setupAuthenticatorBody = z.object({ challenge: challengeField.optional() });
export const authenticatorSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupAnswer>;

export const confirmAuthenticatorBody = z.object({ challenge: challengeField.optional(), code: codeField });
/** The recovery codes, shown this once; the account when the enrolment finished a sign-in. */
export const confirmAuthenticatorAnswer = z.object({
  recoveryCodes: z.array(z.string()),
  account: accountSchema.nullable(),
});
export type ConfirmAuthenticatorAnswer = z.infer<typeof confirmAuthenticatorAnswer>;
