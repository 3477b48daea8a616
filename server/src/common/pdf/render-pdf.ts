import PDFDocument from 'pdfkit';
import { COMPANY } from '../../config/company.js';

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Draws a document with pdfkit and answers its bytes. Everything is built in memory: receipts
 * and certificates are a page or two, and are made again on demand rather than stored.
 */
export function renderPdf(
  info: { title: string; subject?: string },
  draw: (doc: Pdf) => void | Promise<void>,
  options: { layout?: 'portrait' | 'landscape'; margin?: number } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 50,
    info: { Title: info.title, Subject: info.subject ?? info.title, Author: COMPANY.name },
  });
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(draw(doc)).then(
      () => doc.end(),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** Amount in cents as "18,500.00". */
export function money(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A date as "26 November 2026" in the given time zone. */
export function longDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
