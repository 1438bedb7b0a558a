import { Skeleton } from '@amora/ui';
import { type JSX, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/account-page';
import { ACCOUNT_PATH } from '../features/auth/after-sign-in';
import { SignInPage } from '../features/auth/sign-in-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { RequireSession } from '../features/session/require-session';
import { AreaGuard } from './area-guard';
import { AreaPlaceholderPage } from './area-placeholder-page';
import { AREAS, type AreaKey } from './areas';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './not-found-page';
import { PageError } from './page-error';

/** A page loaded on its first visit, so the console's first load carries only the frame. */
function page<Name extends string>(load: () => Promise<Record<Name, () => JSX.Element>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Each area's page; an area not listed shows its placeholder. */
const AREA_PAGES: Partial<Record<AreaKey, LazyExoticComponent<() => JSX.Element>>> = {
  staff: page(() => import('../features/staff/staff-page'), 'StaffPage'),
  audit: page(() => import('../features/audit/audit-page'), 'AuditPage'),
  prices: page(() => import('../features/prices/prices-page'), 'PricesPage'),
  discount_codes: page(() => import('../features/codes/codes-page'), 'CodesPage'),
  analytics: page(() => import('../features/analytics/analytics-page'), 'AnalyticsPage'),
  tenants: page(() => import('../features/tenants/tenants-area'), 'TenantsArea'),
  moderation: page(() => import('../features/inbox/inbox-page'), 'InboxPage'),
  profiles: page(() => import('../features/profiles/profiles-area'), 'ProfilesArea'),
  complaints: page(() => import('../features/complaints/complaints-area'), 'ComplaintsArea'),
  photos: page(() => import('../features/photo-review/photo-review-page'), 'PhotoReviewPage'),
  members: page(() => import('../features/members/members-area'), 'MembersArea'),
};

/** Areas that route their own sub-pages (e.g. /complaints/:id) inside their element. */
const NESTED_AREAS: ReadonlySet<AreaKey> = new Set(['complaints', 'profiles', 'members']);

function areaElement(key: Exclude<AreaKey, 'dashboard'>) {
  const Page = AREA_PAGES[key];
  return (
    <AreaGuard area={key}>
      {Page ? (
        <Suspense fallback={<Skeleton $height="320px" />}>
          <Page />
        </Suspense>
      ) : (
        <AreaPlaceholderPage area={key} />
      )}
    </AreaGuard>
  );
}

/** Every route of the console (history mode, base `/`); the browser and the tests build routers from it. */
export const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage />, errorElement: <PageError fullScreen /> },
  {
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    errorElement: <PageError fullScreen />,
    children: [
      {
        // A page that fails is replaced by the error screen inside the frame; the sidebar stays usable.
        errorElement: <PageError />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...AREAS.flatMap((area) =>
            area.key === 'dashboard'
              ? []
              : [
                  {
                    path: NESTED_AREAS.has(area.key) ? `${area.path}/*` : area.path,
                    element: areaElement(area.key),
                  },
                ],
          ),
          { path: ACCOUNT_PATH, element: <AccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
