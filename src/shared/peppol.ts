/**
 * Whether a company can be invoiced electronically over Peppol (Belgian B2B e-invoicing since
 * 2026-01-01): addressed by scheme 0208 and its enterprise number, marked as a Peppol receiver,
 * active. What is missing is listed, so staff can fix it before the month's invoices go out.
 */
import { enterpriseDigits, isEnterpriseNumber, peppolIdOf } from './enterprise-number';

export type PeppolGap = 'enterpriseNumber' | 'notReceiver' | 'inactive';

export type PeppolReadiness = {
  /** `0208:0123456789`, or null without a valid Belgian enterprise number. */
  participantId: string | null;
  gaps: PeppolGap[];
};

export function peppolReadiness(company: {
  vatNumber: string | null;
  peppolReceiver: boolean;
  status: 'active' | 'inactive';
}): PeppolReadiness {
  const belgian =
    company.vatNumber !== null &&
    /^BE/i.test(company.vatNumber) &&
    isEnterpriseNumber(enterpriseDigits(company.vatNumber));
  const gaps: PeppolGap[] = [];
  if (!belgian) gaps.push('enterpriseNumber');
  if (!company.peppolReceiver) gaps.push('notReceiver');
  if (company.status !== 'active') gaps.push('inactive');
  return { participantId: belgian ? peppolIdOf(company.vatNumber!) : null, gaps };
}
