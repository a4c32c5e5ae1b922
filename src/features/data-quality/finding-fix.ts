/**
 * Which findings the edit modal fixes in place, and with what: a company's VAT number (and, for a
 * Peppol receiver, whether it receives on Peppol), a contact's e-mail. The others are fixed on their
 * record's own screen (a price rule to add, a follow-up to record), which the finding links to.
 */
import type { DataQualityRule } from '@/shared/constants/data-quality';

export type FindingFix = 'company' | 'peppol' | 'contact' | null;

const FIXES: Record<DataQualityRule, FindingFix> = {
  enterpriseNumberCheck: 'company',
  peppolWithoutEndpoint: 'peppol',
  duplicateEnterpriseNumber: 'company',
  enterpriseNumberMissing: 'company',
  billingContactWithoutEmail: 'contact',
  itemWithoutPriceNextMonth: null,
  productWithoutPrice: null,
  overdueWithoutFollowUp: null,
};

export const fixOf = (rule: DataQualityRule): FindingFix => FIXES[rule];
