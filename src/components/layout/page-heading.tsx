/**
 * A screen's heading: its h1, which takes the focus after a navigation (the shell's
 * useFocusOnNavigation), and the document title the browser's tab and history show ("Invoice
 * 2026/000535 · Back office"). React places the <title> in the head, on the server too.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The tab's title: the screen's name, then the application's. One per screen. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{title ? `${title} · ${t('app.name')}` : t('app.name')}</title>;
}

type Props = {
  /** The document title's part for this screen; the heading's text when that is not plain text. */
  title: string;
  id?: string | undefined;
  className?: string | undefined;
  /** The sign-in card's smaller heading. */
  small?: boolean;
  /** What the heading shows when it is more than its title (a badge, a detail). */
  children?: ReactNode;
};

/** The page says it reacts to input (`html[data-interactive]`, what the end-to-end tests wait for). */
export function markInteractive() {
  document.documentElement.dataset.interactive = 'true';
}

export function PageHeading({ title, id, className, small, children }: Props) {
  // A screen the server rendered is taken over part by part (React hydrates each Suspense boundary on
  // its own): once its heading's part has, so has the screen around it, with its keys and clicks.
  useEffect(markInteractive, []);
  return (
    <>
      <DocumentTitle title={title} />
      <h1
        id={id}
        tabIndex={-1}
        data-page-heading
        className={cn(small ? 'text-xl' : 'text-2xl', 'font-semibold focus:outline-none', className)}
      >
        {children ?? title}
      </h1>
    </>
  );
}
