import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it.each([
    ['/media/', 'profiles/a.svg', '/media/profiles/a.svg'],
    ['/media', '/profiles/a.svg', '/media/profiles/a.svg'],
    ['https://cdn.example.com//', 'x.jpg', 'https://cdn.example.com/x.jpg'],
  ])('%s + %s = %s', (prefix, file, expected) => {
    expect(mediaUrl(prefix, file)).toBe(expected);
  });
});
