import { checkUpload, UPLOAD_RULES } from './upload-rules.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const file = (buffer: Buffer) => ({ buffer, size: buffer.length, originalname: 'x.pdf' });

describe('checkUpload', () => {
  it('accepts by content and returns the real extension', async () => {
    await expect(checkUpload(file(PDF), UPLOAD_RULES.cv, 'cv', true)).resolves.toMatchObject({
      extension: 'pdf',
    });
    await expect(
      checkUpload(file(PNG), UPLOAD_RULES.courseImage, 'image', true),
    ).resolves.toMatchObject({ extension: 'png' });
  });

  it('refuses a file whose bytes are not of the allowed kinds, whatever its name', async () => {
    const script = file(Buffer.from('<script>alert(1)</script>'));
    await expect(checkUpload(script, UPLOAD_RULES.cv, 'cv', true)).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      checkUpload(file(PDF), UPLOAD_RULES.courseImage, 'image', true),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('requires a file only when asked to', async () => {
    await expect(
      checkUpload(undefined, UPLOAD_RULES.certificate, 'certificate', true),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      checkUpload(undefined, UPLOAD_RULES.courseImage, 'image', false),
    ).resolves.toBeUndefined();
  });
});
