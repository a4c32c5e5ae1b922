/**
 * A reference to another record (a customer, a product, a contract), chosen in a combobox bound to
 * a form field holding the chosen id (null: none): typing asks the server for matches once it rests
 * (`choices`, from useChoices), the arrows move through them (none is active until they do: the WAI-ARIA
 * list autocomplete with manual selection), Enter or a click picks one, Escape or
 * Tab leaves; the chosen record's name stays in the input, also when it is not among the matches.
 * The clear button (or emptying the text and leaving) chooses none.
 */
import { Combobox, ComboboxProvider } from '@ariakit/react';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ChoicePopover, ChoiceStatus } from './choice-popover';
import { controlClass, FieldFrame } from './field';
import type { Choices } from './use-choices';
import { useFormField, type BoundFieldProps } from './use-form-field';

export type ComboboxFieldProps<T extends FieldValues, N extends FieldPath<T>, C, TT> = BoundFieldProps<T, N, C, TT> & {
  choices: Choices;
  /** What the empty input says: what to type, or what none means ("General price"). */
  placeholder?: string | undefined;
};

export function ComboboxField<T extends FieldValues, N extends FieldPath<T>, C = unknown, TT = T>({
  form,
  name,
  disabled,
  choices,
  placeholder,
  ...frame
}: ComboboxFieldProps<T, N, C, TT>) {
  const { t } = useTranslation();
  const { field, error } = useFormField(form, name);
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  // While the user types, the input holds the typed text; otherwise the chosen record's name.
  const [typing, setTypingState] = useState(false);
  // Read when the options close, in the same event as a pick (which ends the typing first).
  const typingNow = useRef(false);
  const setTyping = (value: boolean) => {
    typingNow.current = value;
    setTypingState(value);
  };
  const chosen = typeof field.value === 'number' ? field.value : null;
  const chosenLabel = chosen === null ? '' : (choices.known.get(chosen)?.label ?? `#${chosen}`);
  // Validated when it first appears (as a select), so its state is known before it is touched.
  useEffect(() => {
    void form.trigger(name);
  }, [form, name]);

  const choose = (id: number | null) => {
    if (id !== chosen) field.onChange(id);
    setTyping(false);
    choices.setSearch('');
  };
  const show = (next: boolean) => {
    setOpen(next);
    // Leaving with the text emptied chooses none; leaving otherwise puts the chosen name back.
    if (!next && typingNow.current) choose(choices.search.trim() === '' ? null : chosen);
  };

  return (
    <FieldFrame {...frame} error={error}>
      {(a11y) => (
        <ComboboxProvider
          value={typing ? choices.search : chosenLabel}
          setValue={(text) => {
            setTyping(true);
            choices.setSearch(text);
          }}
          selectedValue={chosen === null ? '' : String(chosen)}
          setSelectedValue={(id) => choose(id === '' ? null : Number(id))}
          open={open}
          setOpen={show}
        >
          <div className="relative">
            <Combobox
              {...a11y}
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              name={field.name}
              onBlur={field.onBlur}
              disabled={disabled}
              placeholder={placeholder}
              // Typing replaces the name shown rather than adding to it.
              onFocus={(e) => {
                if (!typingNow.current) e.currentTarget.select();
              }}
              // Escape closes the options (the dialog around keeps it, see modal.tsx, which stops
              // Ariakit's own handling, so it is done here).
              onKeyDown={(e) => {
                if (e.key === 'Escape' && open) show(false);
              }}
              aria-busy={choices.loading || undefined}
              className={controlClass(a11y['aria-invalid'] === true, chosen === null ? undefined : 'pr-9')}
            />
            {chosen !== null && !disabled && (
              <button
                type="button"
                aria-label={t('combobox.clear', { label: frame.label })}
                title={t('combobox.clear', { label: frame.label })}
                onClick={() => {
                  choose(null);
                  input.current?.focus();
                }}
                className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
            <ChoicePopover
              choices={choices.choices}
              search={choices.search}
              loading={choices.loading}
              chosen={chosen === null ? [] : [chosen]}
            />
          </div>
          <ChoiceStatus open={open} choices={choices.choices} search={choices.search} loading={choices.loading} />
        </ComboboxProvider>
      )}
    </FieldFrame>
  );
}
