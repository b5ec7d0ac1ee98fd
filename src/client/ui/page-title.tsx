import { useLayoutEffect } from 'react';

/**
 * The document's title while this is mounted; the previous title comes back on unmount. (React 19
 * hoisted a `<title>` rendered anywhere into <head>; Preact, our runtime, renders it in place in
 * the body, where the browser ignores it — so pages use this instead of `<title>`.)
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
