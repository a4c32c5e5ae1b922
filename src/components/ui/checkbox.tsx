import type { ReactNode } from 'react';

type Props = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label's classes: a line of its own with its label after the box unless told. */
  className?: string | undefined;
};

/** A checkbox with its label after it, not bound to a form (a filter's option, a choice among a few). */
export function Checkbox({ label, checked, onChange, className = 'flex items-center gap-2 text-sm' }: Props) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
