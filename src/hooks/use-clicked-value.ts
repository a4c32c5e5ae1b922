import { useEffect, useState } from 'react';

/**
 * A choice whose value lives in the URL, as its control shows it: a click shows at once, before the
 * URL has taken it; the URL's value wins again as soon as it changes, and a click the URL never
 * takes (the same value, a default) is forgotten after a moment. Answers what to show and `click`,
 * which records what was just chosen (the caller still sends it to the URL).
 */
export function useClickedValue<T extends number | string>(value: T[]) {
  const [clicked, setClicked] = useState<{ from: string; value: T[] } | null>(null);
  const fromUrl = value.join('\u0000');
  if (clicked && clicked.from !== fromUrl) setClicked(null);
  useEffect(() => {
    if (!clicked) return;
    const timer = setTimeout(() => setClicked(null), 1_000);
    return () => clearTimeout(timer);
  }, [clicked]);
  return { shown: clicked?.value ?? value, click: (next: T[]) => setClicked({ from: fromUrl, value: next }) };
}
