/**
 * The sign-in form, in zod/mini: the login page is the first screen anyone loads, so its schema uses
 * the tree-shakable build (classic zod costs ~12 KiB gzip more there). Same rules, same codes.
 */
import * as z from 'zod/mini';

export const loginSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(254, 'validation.maxLength|254')),
    z.email('validation.email'),
  ),
  password: z.string().check(z.minLength(1, 'validation.required'), z.maxLength(1024, 'validation.maxLength|1024')),
  returnUrl: z.optional(z.string().check(z.maxLength(2048, 'validation.maxLength|2048'))),
});
export type LoginInput = z.infer<typeof loginSchema>;
