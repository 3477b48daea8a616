import { PDFParse } from 'pdf-parse';
import { certificatePdf, type CertificateFacts } from './certificate-pdf.js';

const facts = (overrides: Partial<CertificateFacts>): CertificateFacts => ({
  holder: 'Mariam Adel',
  course: 'Electrical Submersible Pumps (ESP): Design, Operation and Troubleshooting',
  classification: 'Artificial Lift',
  issuedAt: new Date('2027-02-10T08:00:00Z'),
  expiresAt: new Date('2029-02-10T08:00:00Z'),
  code: 'ABCD-EFGH-JKLM',
  verifyUrl: 'https://petrolink.example/certificates/verify/ABCD-EFGH-JKLM',
  ...overrides,
});

async function pages(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { total: result.total, first: result.getPageText(1) };
  } finally {
    await parser.destroy();
  }
}

/** Where each expected line sits in the page's text (read top to bottom): all found, in order. */
function orderOf(text: string, lines: string[]): number[] {
  return lines.map((line) => text.indexOf(line));
}

// Issue 24 item 4 and issue 26 item 1: one page, every element in its place, whatever the text.
describe('certificatePdf', () => {
  const layout = ['This certifies that', 'has successfully completed the course', 'Issued:'];
  const bottom = [
    'Valid until: 10 February 2029',
    'Verification code: ABCD-EFGH-JKLM',
    'Scan to verify',
  ];

  it.each([
    ['an ordinary name', 'Mariam Adel'],
    ['a 191-character name', 'N'.repeat(60) + ' ' + 'Abdel Rahman '.repeat(10).slice(0, 130)],
    ['a right-to-left name', 'مريم عادل عبد الرحمن'],
    [
      'a multi-line forgery attempt',
      'Eve\nVALID UNTIL: NO EXPIRY\n\n\n\n\n\n\n\n\nCourse: Anything',
    ],
  ])('draws %s on one page with the course, dates and QR label below it', async (_, holder) => {
    const pdf = await certificatePdf(facts({ holder }));
    const { total, first } = await pages(pdf);
    expect(total).toBe(1);
    const positions = orderOf(first, [...layout, ...bottom]);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(first).toContain('Electrical Submersible Pumps');
    // A name cannot add a line of its own to the certificate.
    expect(first).not.toMatch(/^VALID UNTIL: NO EXPIRY$/m);
  });

  it('fits a very long course title to its box on the same page', async () => {
    const pdf = await certificatePdf(
      facts({ course: 'Well Testing and Reservoir Evaluation '.repeat(12) }),
    );
    const { total, first } = await pages(pdf);
    expect(total).toBe(1);
    expect(orderOf(first, bottom).every((at) => at >= 0)).toBe(true);
  });
});
