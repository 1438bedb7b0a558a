import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AreaPlaceholderPage } from './area-placeholder-page';
import { AREAS } from './areas';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './not-found-page';
import { PageError } from './page-error';

/** Every route of the console (history mode, base `/`); the browser and the tests build routers from it. */
export const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage />, errorElement: <PageError fullScreen /> },
  {
    // Not guarded yet: staff accounts and their sessions arrive in a later issue.
    element: <AdminLayout />,
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
              : [{ path: area.path, element: <AreaPlaceholderPage area={area.key} /> }],
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
