import { ErrorPage } from './ErrorPage';
import { ErrorPageBoundary } from './ErrorPageBoundary';

/** Spec §2: "This page could not be found" with a link home. */
export function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} />
    </ErrorPageBoundary>
  );
}
