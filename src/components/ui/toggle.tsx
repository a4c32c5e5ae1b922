import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ToggleProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, beside the switch; without it give `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
};

/** An on/off switch: a button with role="switch" and aria-checked; Space and Enter toggle it. */
export function Toggle({
  checked,
  onCheckedChange,
  label,
  'aria-label': ariaLabel,
  disabled,
  id,
  className,
}: ToggleProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors duration-150',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-brand-600' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-4 rounded-full bg-white shadow transition-transform duration-150',
            checked ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </button>
      {label != null && (
        <label htmlFor={switchId} className="text-sm text-slate-800">
          {label}
        </label>
      )}
    </span>
  );
}
