/** Display formats of spec 01 section 9 (DD/MM/YYYY, with HH:mm), on date-fns. */
import { format, isValid, parseISO } from 'date-fns';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'dd/MM/yyyy') : '-';
}

export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'dd/MM/yyyy HH:mm') : '-';
}
