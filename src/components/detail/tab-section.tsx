import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A tab of a detail page (or a section as large): its title, an h2, with what acts on the whole
 * section beside it (`actions`: an add button, a link, a switch), then its content.
 */
export function TabSection({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-3', className)}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
