import { API_ROUTES } from '@amora/contracts';
import { TENANT_PATHS } from './tenants.api';

describe('TENANT_PATHS', () => {
  it.each(Object.entries(TENANT_PATHS))('%s is the path of the route table', (name, path) => {
    expect(API_ROUTES[name as keyof typeof TENANT_PATHS].path).toBe(path);
  });
});
