/**
 * Saved custom filters ("screen configurations"): a user's named filter values of one list screen,
 * the user's own or shared with the team (everyone who may read the module).
 */
import * as z from 'zod';
import { SCREEN_CONFIG_TYPE } from '../constants/screen-configuration';

import { dbInt } from './common';

export { emptyAnswer, idParam } from './common';

export const screenConfigurationQuery = z.object({
  type: z.literal(SCREEN_CONFIG_TYPE),
  applicationCode: z.string().min(1, 'validation.required').max(50, 'validation.maxLength|50'),
  screen: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
});

const name = z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100');

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
  name,
  moduleKey: z.string().trim().min(1, 'validation.required').max(50, 'validation.maxLength|50'),
  values: z
    .record(z.string().max(100), filterValue)
    .refine((v) => Object.keys(v).length <= 50, 'validation.maxItems|50'),
  /** Shared with the team: everyone who may read the module sees it. */
  shared: z.boolean().default(false),
});
export type ScreenConfigurationInput = z.input<typeof screenConfigurationInput>;
export type ScreenConfigurationParsedInput = z.output<typeof screenConfigurationInput>;

/** Rename, share or stop sharing, on the version read: its owner, or a user who may edit access. */
export const screenConfigurationUpdate = z.object({
  screenConfigurationId: dbInt,
  version: dbInt,
  name,
  shared: z.boolean({ error: 'validation.required' }),
});
export type ScreenConfigurationUpdate = z.output<typeof screenConfigurationUpdate>;

export const screenConfigurationSchema = screenConfigurationInput.extend({
  screenConfigurationId: z.number().int(),
  shared: z.boolean(),
  version: z.number().int(),
  /** Who saved it (a shared one shows its owner). */
  ownerName: z.string(),
  /** Whether it is the caller's own. */
  mine: z.boolean(),
  /** Whether the caller may rename, share or delete it: its owner, or a user who may edit access. */
  canChange: z.boolean(),
  createdAt: z.string(),
});
export type ScreenConfiguration = z.infer<typeof screenConfigurationSchema>;

export const screenConfigurations = z.array(screenConfigurationSchema);
export const screenConfigurationCreated = z.object({ screenConfigurationId: z.number().int() });
