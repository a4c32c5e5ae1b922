/**
 * A JSON text editor as a form control: CodeMirror 6 with its JSON language (strings, numbers and
 * literals coloured; line numbers; undo), monospaced, no spelling or autocorrection. Its editable region
 * is the field's control: it carries the field's id and aria attributes (named by the label,
 * aria-invalid, described by the hint and the errors), kept in step as they change. Tab leaves it (no
 * Tab binding: the keyboard is never trapped). Only the dialogs that use it import it, and they load
 * lazily: CodeMirror never comes with a screen's first load.
 */
import { json } from '@codemirror/lang-json';
import { Compartment, EditorState } from '@codemirror/state';
import { lineNumbers } from '@codemirror/view';
import { EditorView, minimalSetup } from 'codemirror';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { cn } from '@/lib/cn';
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

/** One line's height in pixels (13 px text, leading 5). */
const LINE = 20;

/** The editor's look in the app's colours: the form's font size, a slate gutter, the outline on its frame. */
const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'white' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: `${LINE}px` },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#475569', borderRight: '1px solid #e2e8f0' },
  '.cm-cursor': { borderLeftColor: '#0f172a' },
});

/** The attributes of the editable region: the field's, and no spelling help. */
function contentAttributes(a11y: FieldA11y, labelId: string): Record<string, string> {
  const attributes: Record<string, string> = {
    id: a11y.id,
    'aria-labelledby': labelId,
    spellcheck: 'false',
    autocapitalize: 'off',
    autocorrect: 'off',
    'data-json-editor': '',
  };
  if (a11y['aria-describedby']) attributes['aria-describedby'] = a11y['aria-describedby'];
  if (a11y['aria-invalid']) attributes['aria-invalid'] = 'true';
  if (a11y['aria-required']) attributes['aria-required'] = 'true';
  return attributes;
}

export function JsonEditor({ value, onChange, onBlur, a11y, labelId, rows = 14, ref }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  const described = contentAttributes(a11y, labelId);
  const key = JSON.stringify(described);

  useImperativeHandle(ref, () => ({ focus: () => view.current?.focus() }), []);

  const changed = useEffectEvent((text: string) => onChange(text));
  const left = useEffectEvent(() => onBlur?.());
  // What the editor starts from (its first render's); the text and attributes follow below.
  const start = useEffectEvent(() => ({ doc: value, attributes: described }));
  useEffect(() => {
    const initial = start();
    const made = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.doc,
        extensions: [
          minimalSetup,
          lineNumbers(),
          json(),
          theme,
          attributes.current.of(EditorView.contentAttributes.of(initial.attributes)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({ blur: () => left() }),
        ],
      }),
    });
    view.current = made;
    return () => {
      made.destroy();
      view.current = null;
    };
  }, []);

  // The field's attributes as they change (an error shown, then gone).
  useEffect(() => {
    const next = JSON.parse(key) as Record<string, string>;
    view.current?.dispatch({ effects: attributes.current.reconfigure(EditorView.contentAttributes.of(next)) });
  }, [key]);

  // A text set from outside (formatted, a colleague's version taken) replaces the editor's.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={host}
      style={{ height: rows * LINE + 2 }}
      className={cn(
        controlClass(a11y['aria-invalid'] === true, 'resize-y overflow-hidden p-0'),
        'focus-within:outline-2 focus-within:outline-brand-600',
      )}
    />
  );
}
