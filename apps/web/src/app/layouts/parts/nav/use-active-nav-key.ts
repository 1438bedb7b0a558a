import { useLocation } from 'react-router';
import { useRouteName } from '../../../router/route-handle';
import { activeNavKey, type NavItem } from './nav-items';

/** The key of the navigation item of the page being shown (activeNavKey), or null. */
export function useActiveNavKey(items: NavItem[]): NavItem['key'] | null {
  const { pathname } = useLocation();
  const routeName = useRouteName();
  return activeNavKey(items, pathname, routeName);
}
