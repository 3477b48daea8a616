import { longDate, money, renderPdf, type Pdf } from '../../common/pdf/render-pdf.js';
import { COMPANY } from '../../config/company.js';
import type { Receipt } from '../../model/receipt.entity.js';

/**
 * The receipt's PDF: company, number and date, buyer (and the company they bought for), what
 * was bought and the amount paid.
 */
export function receiptPdf(receipt: Receipt, orderReference: string | null): Promise<Buffer> {
  return renderPdf({ title: `Receipt ${receipt.number}` }, (doc) => {
    const { navy, amber, ink, muted } = COMPANY.colors;
    const width = doc.page.width - 100;
    doc.rect(0, 0, doc.page.width, 110).fill(navy);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(COMPANY.name, 50, 36);
    doc.font('Helvetica').fontSize(9).fillColor('#dbe4ee');
    doc.text(COMPANY.addressLines.join(' · '), 50, 66);
    doc.text(`${COMPANY.phone} · ${COMPANY.email}`, 50, 80);
    doc.rect(50, 110, 60, 4).fill(amber);

    doc.fillColor(navy).font('Helvetica-Bold').fontSize(20).text('Receipt', 50, 145);
    doc.font('Helvetica').fontSize(11).fillColor(ink);
    doc.text(`Receipt number: ${receipt.number}`, 50, 175);
    doc.text(`Date: ${longDate(receipt.issued_at, COMPANY.timeZone)}`);

    doc.moveDown(1.5);
    section(doc, 'Received from', muted, ink, [receipt.buyer_name, receipt.buyer_email]);
    // Issue 26 item 17: a company buyer's accounts need its name and tax number on the receipt.
    if (receipt.company_name) {
      const company = [receipt.company_name];
      if (receipt.tax_registration_number) {
        company.push(`Tax registration number: ${receipt.tax_registration_number}`);
      }
      section(doc, 'On behalf of', muted, ink, company);
    }
    const item = [receipt.course_name];
    if (receipt.session_label) item.push(`Session: ${receipt.session_label}`);
    section(doc, 'For', muted, ink, item);

    const top = doc.y + 10;
    doc.rect(50, top, width, 44).fill('#f1f5f9');
    doc.fillColor(ink).font('Helvetica-Bold').fontSize(13);
    doc.text('Amount paid', 64, top + 15);
    doc.text(`${receipt.currency} ${money(receipt.amount_cents)}`, 64, top + 15, {
      width: width - 28,
      align: 'right',
    });
    doc.y = top + 60;
    doc.font('Helvetica').fontSize(10).fillColor(ink);
    doc.text('Paid by card through Paymob.', 50);
    doc.text(`Paymob transaction: ${receipt.provider_transaction_id}`);
    if (orderReference) doc.text(`Order reference: ${orderReference}`);

    doc.fontSize(8).fillColor(muted);
    doc.text(
      `${COMPANY.legalName} · ${COMPANY.commercialRegister} · Tax card ${COMPANY.taxCard}`,
      50,
      doc.page.height - 80,
      { width, align: 'center' },
    );
  });
}

function section(doc: Pdf, label: string, muted: string, ink: string, lines: string[]) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(muted).text(label.toUpperCase(), 50);
  doc.font('Helvetica').fontSize(11).fillColor(ink);
  for (const line of lines) doc.text(line, 50);
  doc.moveDown(0.8);
}
