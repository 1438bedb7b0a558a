import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes';

/** History mode with base "/" (spec §2). */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}
