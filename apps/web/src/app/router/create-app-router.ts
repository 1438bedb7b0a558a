import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** History mode with base "/" (spec §2). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}
