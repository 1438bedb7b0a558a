import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/account-page';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { AuditPage } from '../features/audit/audit-page';
import { ACCOUNT_PATH } from '../features/auth/after-sign-in';
import { SignInPage } from '../features/auth/sign-in-page';
import { CodesPage } from '../features/codes/codes-page';
import { ComplaintsArea } from '../features/complaints/complaints-area';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { InboxPage } from '../features/inbox/inbox-page';
import { MembersArea } from '../features/members/members-area';
import { PhotoReviewPage } from '../features/photo-review/photo-review-page';
import { PricesPage } from '../features/prices/prices-page';
import { ProfilesArea } from '../features/profiles/profiles-area';
import { RequireSession } from '../features/session/require-session';
import { StaffPage } from '../features/staff/staff-page';
import { TenantsArea } from '../features/tenants/tenants-area';
import { AreaGuard } from './area-guard';
import { AreaPlaceholderPage } from './area-placeholder-page';
import { AREAS, type AreaKey } from './areas';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './not-found-page';
import { PageError } from './page-error';

/** The pages built so far; every other area shows its placeholder. */
const AREA_PAGES: Partial<Record<AreaKey, () => React.JSX.Element>> = {
  staff: StaffPage,
  audit: AuditPage,
  prices: PricesPage,
  discount_codes: CodesPage,
  analytics: AnalyticsPage,
  tenants: TenantsArea,
  moderation: InboxPage,
  profiles: ProfilesArea,
  complaints: ComplaintsArea,
  photos: PhotoReviewPage,
  members: MembersArea,
};

/** Areas that route their own sub-pages (e.g. /complaints/:id) inside their element. */
const NESTED_AREAS: ReadonlySet<AreaKey> = new Set(['complaints', 'profiles', 'members']);

function areaElement(key: Exclude<AreaKey, 'dashboard'>) {
  const Page = AREA_PAGES[key];
  return <AreaGuard area={key}>{Page ? <Page /> : <AreaPlaceholderPage area={key} />}</AreaGuard>;
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
