import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button';

/** Shown when the session check or a screen's code cannot load (server or network down). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="app-error">
      <h1 className="app-error__title">Something went wrong</h1>
      <p role="alert">
        MedGrid could not load. Check your connection and try again.
        {detail ? ` (${detail})` : ''}
      </p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </main>
  );
}
