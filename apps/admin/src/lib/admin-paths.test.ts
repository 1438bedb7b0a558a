import { API_ROUTES } from '@amora/contracts';
import { ADMIN_PATHS } from './admin-paths';

describe('ADMIN_PATHS', () => {
  it.each(Object.entries(ADMIN_PATHS))('%s is the path of the route table', (name, path) => {
    expect(API_ROUTES[name as keyof typeof ADMIN_PATHS].path).toBe(path);
  });
});
