import { baseTitle, formatDocumentTitle } from './format-title';

describe('document title', () => {
  it('uses index_title, else the name', () => {
    expect(baseTitle({ index_title: 'Vonk – dating', name: 'Vonk' })).toBe('Vonk – dating');
    expect(baseTitle({ index_title: ' ', name: 'Vonk' })).toBe('Vonk');
  });

  it('adds the unread prefix only when there is something unread', () => {
    expect(formatDocumentTitle('Vonk', 0)).toBe('Vonk');
    expect(formatDocumentTitle('Vonk', 3)).toBe('(3) Vonk');
  });
});
