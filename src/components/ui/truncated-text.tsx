/**
 * One line of text, cut with an ellipsis when it does not fit. A cut text shows in full on hover (the
 * title) and on keyboard focus: only then is it focusable, and a bubble under it holds the whole text.
 * Screen readers read the whole text either way (the cut is visual only).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  text: string;
  className?: string | undefined;
  /** What hover and focus show when the text is cut, if more than the text (a product's name with its term). */
  full?: string | undefined;
};

export function TruncatedText({ text, className, full = text }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [bubble, setBubble] = useState<{ left: number; top: number; width: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return measure();
    // Measured when the observer first reports, after the browser's own layout: reading the widths
    // here, during the commit, would force a layout of the whole page for every cell of a table.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <>
      <span
        ref={ref}
        className={cn('block truncate rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600', className)}
        title={cut ? full : undefined}
        tabIndex={cut ? 0 : undefined}
        onFocus={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          setBubble({ left: rect.left, top: rect.bottom + 4, width: Math.max(rect.width, 240) });
        }}
        onBlur={() => setBubble(null)}
      >
        {text}
      </span>
      {cut && bubble && (
        <span
          aria-hidden
          data-testid="full-text"
          className="fixed z-30 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-normal text-white shadow-lg"
          style={{ left: bubble.left, top: bubble.top, maxWidth: bubble.width }}
        >
          {full}
        </span>
      )}
    </>
  );
}
