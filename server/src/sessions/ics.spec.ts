import { calendarFile } from './ics.js';

describe('calendarFile', () => {
  const event = (start: string, end: string) =>
    calendarFile({
      uid: 'booking-1-session-2@petrolink.example',
      start: new Date(start),
      end: new Date(end),
      summary: 'Gas Lift Design, Cairo',
      location: 'Petrolink Training Centre; New Cairo',
      stamp: new Date('2026-11-26T10:00:00Z'),
    });

  it('writes Cairo wall-clock times with their VTIMEZONE (winter: +02:00)', () => {
    const ics = event('2026-12-10T07:00:00Z', '2026-12-12T14:00:00Z');
    expect(ics).toContain('\r\nDTSTART;TZID=Africa/Cairo:20261210T090000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Africa/Cairo:20261212T160000\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Cairo');
    expect(ics).toContain('TZOFFSETTO:+0200');
    expect(ics).toContain('SUMMARY:Gas Lift Design\\, Cairo');
    expect(ics).toContain('LOCATION:Petrolink Training Centre\\; New Cairo');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('follows Egyptian summer time (+03:00) from the time-zone data', () => {
    const ics = event('2027-07-15T06:00:00Z', '2027-07-15T13:00:00Z');
    expect(ics).toContain('DTSTART;TZID=Africa/Cairo:20270715T090000');
    expect(ics).toContain('TZOFFSETTO:+0300');
  });

  it('falls back to UTC times for an event across a change of offset', () => {
    const ics = event('2027-10-27T06:00:00Z', '2027-11-02T13:00:00Z');
    expect(ics).toContain('\r\nDTSTART:20271027T060000Z\r\n');
    expect(ics).not.toContain('BEGIN:VTIMEZONE');
  });
});
