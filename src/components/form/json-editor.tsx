/**
 * A JSON text editor as a form control: monospaced, no spelling or autocorrection, Tab leaves it (the
 * keyboard is never trapped). One component, so the editor behind it can change without its users
 * changing: today a plain text area; a syntax-colouring editor (CodeMirror 6 with its JSON language)
 * takes its place behind the same props. It is loaded only by the dialogs that use it, never with a
 * screen's first load.
 */
import type { Ref } from 'react';
import { controlClass, type FieldA11y } from './field';

export type JsonEditorProps = {
  /** The JSON text. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: (() => void) | undefined;
  /** The field's id and aria attributes (useFieldParts), and its label's id. */
  a11y: FieldA11y;
  labelId: string;
  /** Lines in view. */
  rows?: number | undefined;
  /** Focuses the editor (a refused save puts the focus here). */
  ref?: Ref<{ focus: () => void }> | undefined;
};

export function JsonEditor({ value, onChange, onBlur, a11y, labelId, rows = 14, ref }: JsonEditorProps) {
  return (
    <textarea
      {...a11y}
      ref={(element) => {
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      aria-labelledby={labelId}
      rows={rows}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      wrap="off"
      data-json-editor
      className={controlClass(a11y['aria-invalid'] === true, 'resize-y font-mono text-[13px] leading-5')}
    />
  );
}
