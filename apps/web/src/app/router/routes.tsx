import { type Layout, WEB_ROUTES } from '@amora/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/error/NotFoundPage';
import { RouteErrorPage } from '../../features/error/RouteErrorPage';
import { isReloadPending } from '../../lib/chunk-reload/chunk-reload-guard';
import { ChatLayout } from '../layouts/ChatLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { LanderLayout } from '../layouts/LanderLayout';
import { AppShell } from '../shell/AppShell';
import { PageLoading } from '../shell/PageLoading';
import { RootErrorPage } from '../shell/RootErrorPage';
import { PAGE_LOADERS } from './page-loaders';
import type { RouteHandle } from './route-handle';

const LAYOUTS: Record<Layout, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

function throwError(error: unknown): never {
  throw error;
}

function pageRoute(name: string, path: string, layout: Layout): RouteObject {
  const loader = PAGE_LOADERS[name];
  if (!loader) throw new Error(`route ${name} has no page`);
  const handle: RouteHandle = { name, layout };
  const lazy = async () => {
    try {
      return { Component: await loader() };
    } catch (error) {
      // A rejected `lazy` leaves the route unrendered (react-router then shows nothing below the root):
      // hand the failure to the route's own error page instead, or keep loading while the page reloads.
      return { Component: isReloadPending() ? PageLoading : () => throwError(error) };
    }
  };
  const common = { handle, lazy, errorElement: <RouteErrorPage /> };
  // Children of the root "/" route take relative paths; "/" itself is the index route.
  return path === '/' ? { index: true, ...common } : { path: path.slice(1), ...common };
}

/** Every route of WEB_ROUTES inside its layout, plus the 404 page for anything else. */
export function buildRoutes(): RouteObject[] {
  const layoutRoutes = (Object.keys(LAYOUTS) as Layout[]).map((layout): RouteObject => {
    const children = Object.entries(WEB_ROUTES)
      .filter(([, route]) => route.layout === layout)
      .map(([name, route]) => pageRoute(name, route.path, layout));
    if (layout === 'default') children.push({ path: '*', Component: NotFoundPage });
    return { Component: LAYOUTS[layout], children };
  });
  return [
    {
      path: '/',
      Component: AppShell,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: layoutRoutes,
    },
  ];
}
