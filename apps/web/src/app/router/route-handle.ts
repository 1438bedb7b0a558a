import type { Layout } from '@amora/contracts';
import { useMatches } from 'react-router';

/** Attached to every page route: its name in WEB_ROUTES and its layout. */
export interface RouteHandle {
  name: string;
  layout: Layout;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'layout' in value;
}

/** The handle of the page being shown, or null (404). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** The WEB_ROUTES name of the page being shown, or null (404). */
export function useRouteName(): string | null {
  return useRouteHandle()?.name ?? null;
}
