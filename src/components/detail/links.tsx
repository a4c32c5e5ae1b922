/**
 * Links in running text and in a detail's facts: the router's Link (typed routes, preloading, the
 * active state) drawn as an underlined link in the brand colour, or as a detail page's tab; and the
 * links to a record that several screens show (a company, a contract, an invoice).
 */
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function TextAnchor({ className, ...props }: AnchorProps) {
  return <a {...props} className={cn('text-brand-700 underline underline-offset-2', className)} />;
}

/** The router's Link as text (`className` adds to the look). */
export const TextLink = createLink(TextAnchor);

function BackAnchor({ className, ...props }: AnchorProps) {
  return <TextAnchor {...props} className={cn('text-sm', className)} />;
}

/** The way back to a list, above a detail page's title. */
export const BackLink = createLink(BackAnchor);

function TabAnchor({ className, ...props }: AnchorProps) {
  return (
    <a
      {...props}
      className={cn(
        '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700',
        className,
      )}
    />
  );
}

/** A tab of a detail page as a link (the tab is in the URL); the current one carries `aria-current="page"`. */
export const TabLink = createLink(TabAnchor);

/** The row of a detail page's tabs (TabLinks). */
export function TabNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-slate-200">
      {children}
    </nav>
  );
}

type RecordLinkProps = { id: number; className?: string | undefined; children: ReactNode };

/** A company's detail, on one of its tabs when told. */
export function CompanyLink({ id, tab, ...props }: RecordLinkProps & { tab?: 'timeline' | undefined }) {
  return <TextLink to="/company/$subroute" params={{ subroute: String(id) }} search={tab && { tab }} {...props} />;
}

export function ContractLink({ id, ...props }: RecordLinkProps) {
  return <TextLink to="/contract/$contractId" params={{ contractId: String(id) }} {...props} />;
}

/** An invoice's detail (not a draft's: drafts open under the drafts). */
export function InvoiceLink({ id, ...props }: RecordLinkProps) {
  return <TextLink to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(id) }} {...props} />;
}
