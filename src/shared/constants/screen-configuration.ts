/** Saved filters (screen configurations): the type and application code the calls name. Zod-free: safe for the start-up bundle. */
export const SCREEN_CONFIG_TYPE = 'filters';

export const APPLICATION_CODE = 'backoffice';
