import { useState } from 'react';

/**
 * The text of an input that holds a parsed value (a number, a date). The text is what the user
 * typed; when the value changes from outside (a reset, a stepper, a calendar, server data) the text
 * is rewritten, unless it already reads as that value ("12," stays while the value is 12).
 */
export function useTextValue<V>(
  value: V,
  format: (value: V) => string,
  read: (text: string) => V,
  same: (a: V, b: V) => boolean = Object.is,
) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (!same(seen, value)) {
    setSeen(value);
    if (!same(read(text), value)) setText(format(value));
  }
  return [text, setText] as const;
}
