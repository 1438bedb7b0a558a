import { differenceInYears } from 'date-fns';
import { ageOn } from './profile-card.js';

describe('ageOn', () => {
  it('counts a year once the birthday is reached, in UTC', () => {
    expect(ageOn('1990-05-05', new Date('2026-05-04T23:59:59Z'))).toBe(35);
    expect(ageOn('1990-05-05', new Date('2026-05-05T00:00:00Z'))).toBe(36);
    expect(ageOn('1990-12-31', new Date('2026-01-01T12:00:00Z'))).toBe(35);
    expect(ageOn('2008-11-26', new Date('2026-11-26T08:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-27', new Date('2026-11-26T08:00:00Z'))).toBe(17);
  });

  it('takes a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageOn('2000-02-29', new Date('2027-02-28T12:00:00Z'))).toBe(26);
    expect(ageOn('2000-02-29', new Date('2027-03-01T00:00:00Z'))).toBe(27);
    expect(ageOn('2000-02-29', new Date('2028-02-29T00:00:00Z'))).toBe(28);
  });

  it('agrees with date-fns for birth dates in the past, over a span of days', () => {
    // date-fns counts in the machine's time zone: it is given local noons on the same calendar days as
    // the UTC ones, so that its answer is the UTC one in any zone (TZ=Pacific/Kiritimati, 14 h ahead)
    const localNoon = (utc: Date) => new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), 12);
    const birth = new Date('1950-01-01T00:00:00Z');
    for (let b = 0; b < 27_000; b += 97) {
      const dateOfBirth = new Date(birth.getTime() + b * 86_400_000).toISOString().slice(0, 10);
      for (let d = 0; d < 800; d += 37) {
        const today = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000 + 43_200_000);
        const expected = differenceInYears(localNoon(today), localNoon(new Date(`${dateOfBirth}T00:00:00Z`)));
        expect(ageOn(dateOfBirth, today)).toBe(expected);
      }
    }
  });
});
