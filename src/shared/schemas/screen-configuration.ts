/** Saved custom filters ("screen configurations"): a user's named filter values of one list screen. */
import * as z from 'zod';
import { SCREEN_CONFIG_TYPE } from '../constants/screen-configuration';

export { emptyAnswer, idParam } from './common';

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

export const screenConfigurations = z.array(screenConfigurationSchema);
export const screenConfigurationCreated = z.object({ screenConfigurationId: z.number().int() });
