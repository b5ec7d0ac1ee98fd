import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Where a server render collects the page's title (src/client/app/server-render.tsx writes it
 * into the page's <title>: docs/decisions/023-server-rendering.md); absent in the browser.
 */
export interface TitleSink {
  title: string | null;
}
export const ServerTitle = createContext<TitleSink | null>(null);

/**
 * The document's title while this is mounted; the previous title comes back on unmount. (React 19
 * hoisted a `<title>` rendered anywhere into <head>; Preact, our runtime, renders it in place in
 * the body, where the browser ignores it — so pages use this instead of `<title>`.) On the server
 * the last one rendered names the page.
 */
export function PageTitle({ children }: { children: string }) {
  const sink = useContext(ServerTitle);
  // eslint-disable-next-line react-hooks/immutability -- a server render's collector, read once the render is over
  if (sink) sink.title = children;
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
