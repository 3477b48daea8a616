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

  it('keeps staff input inside its property: lone CR, LF, U+2028 and control characters (issue 24 item 9)', () => {
    const ics = calendarFile({
      uid: 'booking-3@petrolink.example',
      start: new Date('2026-12-10T07:00:00Z'),
      end: new Date('2026-12-10T14:00:00Z'),
      summary: 'Gas Lift\rATTACH:https://evil.example/x.exe',
      location: 'Hall A\nBEGIN:VALARM\r\nTRIGGER:-PT5M\u2028END:VALARM\u0000\u001b',
      url: 'https://petrolink.example/x\r\nATTACH:y',
      stamp: new Date('2026-11-26T10:00:00Z'),
    });
    const lines = ics.split('\r\n');
    // Every line is a property of ours or a folded continuation: none was written by the input.
    for (const line of lines) expect(line).not.toMatch(/^(ATTACH|BEGIN:VALARM|TRIGGER|END:VALARM)/);
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(ics).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Gas Lift\\nATTACH:https://evil.example/x.exe',
    );
    expect(ics.replace(/\r\n /g, '')).toContain(
      'LOCATION:Hall A\\nBEGIN:VALARM\\nTRIGGER:-PT5M\\nEND:VALARM',
    );
    // A lone CR or LF exists only as part of CRLF line ends.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
