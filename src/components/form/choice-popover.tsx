/**
 * What a reference combobox shows under its input (the form's ComboboxField, the filters'
 * ComboboxFilter), on Ariakit's combobox (the WAI-ARIA pattern: the input keeps the focus, the arrows
 * move through the options, Enter picks, Escape closes): the matches, or one line saying they are
 * being found or that nothing matches; and a status line that says the same to a screen reader.
 */
import { ComboboxItem, ComboboxItemCheck, ComboboxPopover } from '@ariakit/react';
import { useTranslation } from 'react-i18next';
import type { Choice } from './use-choices';

type Props = {
  choices: readonly Choice[];
  search: string;
  loading: boolean;
  /** A check mark before each option (a multi-select). */
  checks?: boolean;
  /** The chosen ids: their options say they are selected (aria-selected). */
  chosen?: readonly number[];
};

/** What the status says: the matches are being found, or none matched. */
function useStatus({ choices, search, loading }: Props) {
  const { t } = useTranslation();
  if (loading) return t('combobox.loading');
  if (choices.length) return null;
  return search.trim() ? t('combobox.noMatch', { text: search.trim() }) : t('combobox.nothing');
}

export function ChoicePopover(props: Props) {
  const status = useStatus(props);
  return (
    // In the page, not in a portal: inside a modal dialog a portal would count as a click outside it.
    <ComboboxPopover
      portal={false}
      gutter={4}
      sameWidth
      unmountOnHide
      className="z-50 max-h-64 min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
    >
      {props.choices.map((c) => (
        <ComboboxItem
          key={c.id}
          value={String(c.id)}
          setValueOnClick={false}
          aria-selected={props.chosen?.includes(c.id) ?? false}
          className="flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-slate-800 data-active-item:bg-brand-50 data-active-item:text-brand-900 aria-selected:font-semibold"
        >
          {props.checks && <ComboboxItemCheck className="size-4 shrink-0 text-brand-700" />}
          {c.label}
        </ComboboxItem>
      ))}
      {status && !props.choices.length && (
        <ComboboxItem disabled className="px-2 py-1.5 text-slate-600">
          {status}
        </ComboboxItem>
      )}
    </ComboboxPopover>
  );
}

/** The status for a screen reader (beside the input) while the options are open: searching, or no match. */
export function ChoiceStatus({ open, ...props }: Props & { open: boolean }) {
  const status = useStatus(props);
  return (
    <span role="status" className="sr-only">
      {open ? status : null}
    </span>
  );
}
