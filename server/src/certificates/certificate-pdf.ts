import QRCode from 'qrcode';
import { fitText } from '../common/pdf/fit-text.js';
import { longDate, renderPdf } from '../common/pdf/render-pdf.js';
import { oneLine } from '../common/validation/text-rules.js';
import { COMPANY } from '../config/company.js';

export interface CertificateFacts {
  holder: string;
  course: string;
  classification: string;
  issuedAt: Date;
  expiresAt: Date | null;
  code: string;
  verifyUrl: string;
}

/** A branded certificate (A4 landscape) whose QR code opens its public verification page. */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const qr = await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 1, width: 240 });
  return renderPdf(
    { title: `Certificate ${facts.code}`, subject: facts.course },
    (doc) => {
      const { navy, amber, ink, muted } = COMPANY.colors;
      const { width, height } = doc.page;
      doc.rect(0, 0, width, height).fill('#ffffff');
      doc
        .rect(20, 20, width - 40, height - 40)
        .lineWidth(3)
        .stroke(navy);
      doc
        .rect(30, 30, width - 60, height - 60)
        .lineWidth(1)
        .stroke(amber);
      doc.fillColor(navy).font('Helvetica-Bold').fontSize(16);
      doc.text(COMPANY.name.toUpperCase(), 0, 70, { width, align: 'center', characterSpacing: 2 });
      doc.fillColor(navy).fontSize(34).text('Certificate of Completion', 0, 120, {
        width,
        align: 'center',
      });
      doc.font('Helvetica').fontSize(13).fillColor(muted);
      doc.text('This certifies that', 0, 185, { width, align: 'center' });
      // The holder on one line, the course on two at most: each shrinks to its box, then is cut.
      fitText(
        doc,
        oneLine(facts.holder),
        { x: 60, y: 210, width: width - 120, height: 36 },
        {
          font: 'Helvetica-Bold',
          size: 28,
          minSize: 14,
          align: 'center',
          color: ink,
        },
      );
      doc.font('Helvetica').fontSize(13).fillColor(muted);
      doc.text('has successfully completed the course', 0, 258, { width, align: 'center' });
      fitText(
        doc,
        oneLine(facts.course),
        { x: 60, y: 282, width: width - 120, height: 52 },
        {
          font: 'Helvetica-Bold',
          size: 20,
          minSize: 11,
          align: 'center',
          color: navy,
        },
      );
      if (facts.classification) {
        fitText(
          doc,
          oneLine(facts.classification),
          { x: 60, y: 340, width: width - 120, height: 30 },
          { font: 'Helvetica', size: 12, minSize: 9, align: 'center', color: muted },
        );
      }

      const left = 70;
      const bottom = height - 150;
      doc.font('Helvetica').fontSize(11).fillColor(ink);
      doc.text(`Issued: ${longDate(facts.issuedAt, COMPANY.timeZone)}`, left, bottom);
      doc.text(
        facts.expiresAt
          ? `Valid until: ${longDate(facts.expiresAt, COMPANY.timeZone)}`
          : 'Valid until: no expiry',
        left,
        bottom + 18,
      );
      doc.text(`Verification code: ${facts.code}`, left, bottom + 36);
      doc.fontSize(9).fillColor(muted);
      fitText(
        doc,
        `Verify at ${facts.verifyUrl}`,
        { x: left, y: bottom + 56, width: width - 300, height: 24 },
        { font: 'Helvetica', size: 9, minSize: 7 },
      );
      doc.rect(left, bottom - 14, 160, 2).fill(amber);

      const size = 110;
      doc.image(qr, width - 70 - size, bottom - 20, { width: size, height: size });
      doc.fontSize(8).fillColor(muted);
      doc.text('Scan to verify', width - 70 - size, bottom + size - 14, {
        width: size,
        align: 'center',
        lineBreak: false,
      });
    },
    // Every element has its place on the one page: no margin may start a second one.
    { layout: 'landscape', margin: 0 },
  );
}
