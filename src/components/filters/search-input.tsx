import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (text: string) => void;
  /** What the search looks in, shown in the empty box. */
  placeholder?: string | undefined;
};

/** The search box of a list screen; S focuses it (the screen passes the ref to useListShortcuts). */
export const SearchInput = forwardRef<HTMLInputElement, Props>(function SearchInput(
  { value, onChange, placeholder },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('list.search')}
      </label>
      <input
        id={id}
        ref={ref}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
    </div>
  );
});
