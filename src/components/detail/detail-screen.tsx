import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageHeading } from '@/components/layout/page-heading';

type Props = {
  /** The title's id: the article is named by it. */
  titleId: string;
  /** The way back to the list, above the title (a TextLink, `text-sm`). */
  back: ReactNode;
  /** The record's name: the heading and the document title. */
  title: string;
  /** Beside the title (the record's status). */
  badge?: ReactNode;
  /** A long title (a subject, a customer's name) breaks anywhere. */
  wrap?: boolean | undefined;
  /** The line under the title, its pieces side by side. */
  line?: ReactNode;
  /** The rest of the header: actions, downloads (or a line of plain text instead of `line`). */
  rest?: ReactNode;
  children: ReactNode;
};

/**
 * A record's detail page: a header (the way back, the title with its badge, a line about the record,
 * its actions) above the record's blocks or tabs.
 */
export function DetailScreen({ titleId, back, title, badge, wrap, line, rest, children }: Props) {
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        {back}
        <PageHeading id={titleId} title={title} className={cn('w-full', wrap && 'break-words')}>
          {title}
          {badge && <span className="ml-3 align-middle">{badge}</span>}
        </PageHeading>
        {line && <p className="flex w-full flex-wrap items-center gap-3 text-slate-700">{line}</p>}
        {rest}
      </header>
      {children}
    </article>
  );
}
