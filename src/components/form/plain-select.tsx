import { useId, type ReactNode } from 'react';

export type PlainOption = { value: string | number; label: string };

type Props = {
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly PlainOption[];
  /** The text of an empty first choice; none unless told. */
  placeholder?: string | undefined;
  /** Under the select, linked to it. */
  hint?: ReactNode;
};

/**
 * A labelled native select on plain state, not a form field (a setting, a view's level, what to add
 * next): the value as the option's text. It looks like the form fields (field.tsx) without needing
 * them, so a screen without a form does not load them.
 */
export function PlainSelect({ label, value, onChange, options, placeholder, hint }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint != null ? `${id}-hint` : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint != null && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
