import { WEB_ROUTES } from '@amora/contracts';
import { generatePath } from 'react-router';

export type RouteParams = Record<string, string | undefined>;

/** The URL of a named route of the contract's table, e.g. pathTo('members-id', { id: '12' }). */
export function pathTo(name: string, params: RouteParams = {}): string {
  const route = WEB_ROUTES[name];
  if (!route) throw new Error(`unknown route ${name}`);
  return generatePath(route.path, params);
}
