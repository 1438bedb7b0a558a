import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/chats/4', '/chats/4'],
    ['/members?gender=female', '/members?gender=female'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
  ])('falls back to /members for %p', (value) => {
    expect(safeRedirect(value)).toBe('/members');
  });
});
