import { useEffect, useRef, useState } from 'react';

export const TEXT_FILTER_DELAY_MS = 350;

/**
 * A text filter typed into a box but stored in the URL: the box follows the URL (Back, links),
 * and typing commits to the URL once the visitor pauses, or at once with `commitNow` (Enter).
 */
export function useDebouncedUrlText(urlValue: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const committed = useRef(urlValue);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    const value = text.trim();
    if (value === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = value;
      commit.current(value);
    }, TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const commitNow = () => {
    const value = text.trim();
    if (value === committed.current) return;
    committed.current = value;
    commit.current(value);
  };

  return { text, setText, commitNow };
}
