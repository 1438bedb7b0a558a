import { API_ROUTES } from '@amora/contracts';
import { PROFILE_PATHS } from './profiles.api';

describe('PROFILE_PATHS', () => {
  it.each(Object.entries(PROFILE_PATHS))('%s is the path of the route table', (name, path) => {
    expect(API_ROUTES[name as keyof typeof PROFILE_PATHS].path).toBe(path);
  });
});
