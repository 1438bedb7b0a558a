import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoading } from '../../app/shell/PageLoading';
import { isApiError } from '../../lib/api/api-error';
import { reloadForChunkError } from '../../lib/chunk-reload/chunk-reload-guard';
import { ErrorMessage } from './ErrorMessage';
import { ErrorPage } from './ErrorPage';
import { ErrorPageBoundary } from './ErrorPageBoundary';

/** What the error page shows for anything a route can throw. */
export function describeRouteError(error: unknown): { status: number; code: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, code: null };
  if (isApiError(error)) return { status: error.status || 500, code: error.isKnown ? error.code : null };
  return { status: 500, code: null };
}

/** errorElement of every route: reloads once for a missing chunk (spec §4), else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadForChunkError(error));
  if (reloading) return <PageLoading />;
  const { status, code } = describeRouteError(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage
        status={status}
        message={code && status !== 404 && isApiError(error) ? <ErrorMessage error={error} /> : undefined}
      />
    </ErrorPageBoundary>
  );
}
