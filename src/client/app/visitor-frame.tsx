import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { APP_NAME } from '../features/auth/constants';
import { ShellFrame, SiteFooter, VisitorHeader } from '../features/shell';
import { AppLoading } from './app-loading';
import { useAppConfig } from './config';

/**
 * The frame of a page a visitor without a session may read (/terms, /privacy;
 * docs/product.md#routes-and-access, docs/product.md#the-shell-and-menu): the brand and Sign In
 * over the page, the policy links under it. With a session the same pages are in the app's own
 * frame (AppLayout).
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  return (
    <ShellFrame
      header={<VisitorHeader appName={APP_NAME} />}
      footer={<SiteFooter appName={APP_NAME} socialUrl={config?.socialUrl} contactLink={false} />}
    >
      <Suspense fallback={<AppLoading />}>{children}</Suspense>
    </ShellFrame>
  );
}
