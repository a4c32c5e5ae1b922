/**
 * A link to a record in a list row, typed like the router's Link (to, params, search):
 *
 *   <RecordLink to="/company/$subroute" params={{ subroute: String(id) }} text={name} strong />
 *
 * `text` is a name that gives way (a block cut by TruncatedText, `textClassName` its width); without
 * it the children show (a number or a code). `strong` sets it in medium weight, `numeric` in digits of
 * one width, `block` makes it a block without a name to cut.
 */
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { TruncatedText } from '@/components/ui/truncated-text';
import { cn } from '@/lib/cn';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement>;
  text?: string | undefined;
  textClassName?: string | undefined;
  strong?: boolean | undefined;
  numeric?: boolean | undefined;
  block?: boolean | undefined;
  /** Set by the router on a host other than `a`; an anchor has no such attribute. */
  disabled?: boolean | undefined;
};

function RecordAnchor({
  text,
  textClassName,
  strong,
  numeric,
  block,
  disabled: _,
  className,
  children,
  ...props
}: Props) {
  return (
    <a
      className={cn(
        (block || text !== undefined) && 'block min-w-0',
        strong && 'font-medium',
        'text-brand-700 underline-offset-2 hover:underline',
        numeric && 'tabular-nums',
        className,
      )}
      {...props}
    >
      {text === undefined ? children : <TruncatedText text={text} className={textClassName} />}
    </a>
  );
}

export const RecordLink = createLink(RecordAnchor);
