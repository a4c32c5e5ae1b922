/** How access definitions, their values and the audit's before and after read on screen. */
import type { TFunction } from 'i18next';
import { formatTimestamp } from '@/shared/dates';
import { formatCount } from '@/shared/format';
import type { AuditValues } from '@/shared/schemas/access';

/** A definition's name: its module's, "Every module", or its access code's. */
export function definitionLabel(t: TFunction, code: string): string {
  if (code.startsWith('module:')) {
    const key = code.slice('module:'.length);
    return t(`modules.${key}`, { defaultValue: key });
  }
  if (code.startsWith('code:')) {
    const accessCode = code.slice('code:'.length);
    return t(`access:codes.${accessCode}`, { defaultValue: accessCode });
  }
  return t('access:allModules');
}

type AuditValue = NonNullable<AuditValues>[string];

const valueText = (t: TFunction, key: string, value: AuditValue): string => {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('access:audit.none');
  if (typeof value === 'boolean') return t(value ? 'access:audit.yes' : 'access:audit.no');
  if (typeof value === 'number') return formatCount(value);
  if (key === 'accessDefinition') return definitionLabel(t, value);
  if (key === 'expiresAt') return formatTimestamp(value);
  if (key === 'value') return t(`access:values.${value}`, { defaultValue: value });
  return value;
};

/** An audit entry's before or after: "Name: Clerk; Description: …". */
export function auditValuesText(t: TFunction, values: AuditValues): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${t(`access:auditFields.${key}`, { defaultValue: key })}: ${valueText(t, key, value)}`)
    .join('; ');
}
