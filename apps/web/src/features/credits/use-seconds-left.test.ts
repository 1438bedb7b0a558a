import { formatClock } from './use-seconds-left';

describe('formatClock', () => {
  it('writes hours, minutes and seconds with two digits each (spec §4)', () => {
    expect(formatClock(14_400)).toBe('04:00:00');
    expect(formatClock(14_399)).toBe('03:59:59');
    expect(formatClock(61)).toBe('00:01:01');
    expect(formatClock(0)).toBe('00:00:00');
  });
});
