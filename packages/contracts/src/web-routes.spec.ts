import { matchWebRoute, WEB_ROUTES } from './web-routes.js';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home'],
    ['/members/12', 'members-id'],
    ['/members/12/landing2', 'members-id-landing2-slug'],
    ['/members/12/landing2/summer', 'members-id-landing2-slug'],
    ['/credits/repeat-order', 'credits-repeat-order'],
    ['/credits/5', 'credits-id-paymentmethod'],
    ['/credits/5/ideal', 'credits-id-paymentmethod'],
    ['/likes/m/7', 'likes-m-id'],
    ['/landers/video/abc', 'landers-video-slug'],
    ['/terms', 'terms'],
    ['/Ab3dEf5hIj7lMn9p', 'token'],
  ])('%s is %s', (path, name) => {
    expect(matchWebRoute(path)?.name).toBe(name);
  });

  it.each(['/no/such/page', '/short', '/members/1/2/3', '/landers/unknown'])('%s is a 404', (path) => {
    expect(matchWebRoute(path)).toBeNull();
  });

  it('gives every spec screen a route', () => {
    expect(Object.keys(WEB_ROUTES)).toHaveLength(54);
  });
});
