import { Suspense } from 'react';
import type { Language } from '@atlas/contracts';
import { lazyWithPreload } from '@atlas/ui-kit';
import { PageSkeleton } from '../pages/page-skeleton';

/**
 * The operations page's code, its own chunk: fetched only when /operations is opened, so a
 * customer's first visit never downloads it (the shell's first-visit budget).
 */
const OperationsPage = lazyWithPreload(() => import(/* webpackChunkName: "operations" */ './operations-page'));

export function OperationsRoute({ language }: { language: Language }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <OperationsPage language={language} />
    </Suspense>
  );
}
