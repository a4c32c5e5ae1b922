/**
 * Which environment the app talks to, read from the API address: a test or
 * development address shows the TEST ENVIRONMENT banner; an internal one switches to the purple theme.
 * VITE_ENVIRONMENT overrides the guess.
 */
import { apiRoot } from './http';

export type Environment = 'production' | 'test' | 'development' | 'internal';

const ENVIRONMENTS: readonly Environment[] = ['production', 'test', 'development', 'internal'];

export function environmentOf(apiUrl: string, override?: string): Environment {
  const o = override?.toLowerCase();
  if (o && (ENVIRONMENTS as readonly string[]).includes(o)) return o as Environment;
  let host: string;
  try {
    host = new URL(apiUrl).hostname.toLowerCase();
  } catch {
    return 'production';
  }
  const labels = host.split(/[.-]/);
  if (labels.includes('internal') || labels.includes('intern')) return 'internal';
  if (
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    labels.some((l) => ['dev', 'development', 'local'].includes(l))
  )
    return 'development';
  if (labels.some((l) => ['test', 'tst', 'acc', 'acceptance', 'staging', 'uat', 'qa'].includes(l))) return 'test';
  return 'production';
}

export const showsTestBanner = (env: Environment) => env === 'test' || env === 'development';

/** The environment of this build and address. */
export const currentEnvironment: Environment = environmentOf(apiRoot, import.meta.env.VITE_ENVIRONMENT);
