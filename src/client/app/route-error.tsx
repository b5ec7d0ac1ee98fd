import { Button } from '../ui/button';

/** Shown when the session check or a screen's code cannot load (server or network down). */
export function RouteError() {
  return (
    <main className="app-error">
      <h1 className="app-error__title">Something went wrong</h1>
      <p role="alert">MedGrid could not load. Check your connection and try again.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </main>
  );
}
