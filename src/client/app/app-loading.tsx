import { LoadingScreen } from '../ui/spinner';

/** What shows while the session check (and the first screen's code) loads. */
export function AppLoading() {
  return <LoadingScreen />;
}
