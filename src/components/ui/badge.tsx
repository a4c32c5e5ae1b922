import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Tone } from '@/shared/tone';

export type { Tone as BadgeTone } from '@/shared/tone';

/** Text on a light tint of its tone; every pair passes WCAG AA contrast. */
const TONES: Record<Tone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/20',
  danger: 'bg-red-100 text-red-800 ring-red-600/20',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  info: 'bg-sky-100 text-sky-900 ring-sky-600/20',
};

/** A short status label; with `productStatusTone` (src/shared/product-status.ts) for product statuses. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
