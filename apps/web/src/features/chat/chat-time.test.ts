import { createIntl } from 'react-intl';
import { dayLabel } from './chat-time';

describe('the day separators of a conversation', () => {
  const now = new Date(2026, 10, 27, 12, 0); // a Friday
  const label = (locale: string, date: Date) =>
    dayLabel(
      createIntl({ locale, messages: { 'chat.today': 'Vandaag', 'chat.yesterday': 'Gisteren' } }),
      date.toISOString(),
      now,
    );

  it('capitalises a weekday standing alone, as Today and Yesterday beside it', () => {
    expect(label('nl', new Date(2026, 10, 25, 9, 0))).toBe('Woensdag');
    expect(label('fr', new Date(2026, 10, 25, 9, 0))).toBe('Mercredi');
    expect(label('de', new Date(2026, 10, 25, 9, 0))).toBe('Mittwoch');
  });

  it('capitalises an older date the same way', () => {
    expect(label('nl', new Date(2026, 9, 14, 9, 0))).toBe('Wo 14 oktober');
  });

  it('says today and yesterday in words', () => {
    expect(label('nl', new Date(2026, 10, 27, 8, 0))).toBe('Vandaag');
    expect(label('nl', new Date(2026, 10, 26, 8, 0))).toBe('Gisteren');
  });
});
