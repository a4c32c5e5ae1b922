/**
 * A product's name in a table cell, on one line: its code (when given) and its name, where only the
 * name itself gives way: the billing term or plan at its end ("(P1M monthly)", "(P1Y annual)") is
 * never cut, since two products often differ only there. A cut name shows in full on hover and focus.
 */
import { TruncatedText } from '@/components/ui/truncated-text';
import { splitProductName } from './column-kinds';

export function ProductName({ name, code }: { name: string; code?: string | undefined }) {
  const { name: shortName, term } = splitProductName(name);
  return (
    <span className="flex min-w-0 items-baseline gap-1">
      {code && <span className="shrink-0 font-medium">{code}</span>}
      <TruncatedText text={shortName} full={name} className="min-w-0" />
      {term && <span className="shrink-0">{term}</span>}
    </span>
  );
}
