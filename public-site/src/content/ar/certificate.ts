import type { CertificateCopy } from '@/content/certificate';

/** صفحة التحقق من الشهادة (content/certificate.ts). */
const certificate: CertificateCopy = {
  status: { valid: 'سارية', expired: 'منتهية', revoked: 'ملغاة' },
  validUntil: 'شهادة صحيحة وسارية حتى {date}.',
  validForever: 'شهادة صحيحة وسارية دون تاريخ انتهاء.',
  expired: 'شهادة صحيحة، لكن صلاحيتها انتهت في {date}.',
  revokedOn: 'سحبتها الجهة المانحة في {date}، ولم تعد تثبت اجتياز هذا التدريب.',
  revoked: 'سحبتها الجهة المانحة، ولم تعد تثبت اجتياز هذا التدريب.',
  holder: 'صاحب الشهادة',
  course: 'الدورة',
  issuer: 'الجهة المانحة',
  issuedOn: 'تاريخ الإصدار',
  validUntilLabel: 'سارية حتى',
  noExpiry: 'بلا تاريخ انتهاء',
  revokedOnLabel: 'تاريخ الإلغاء',
  code: 'رمز الشهادة',
  eyebrow: 'التحقق من الشهادات · {company}',
  title: 'التحقق من الشهادة',
  source: 'قُرئت هذه البيانات من سجل الشهادات لدى {company} لحظة فتح هذه الصفحة.',
  notFound: 'لا توجد شهادة بهذا الرمز. تحقق من الرمز المطبوع على الشهادة.',
  unavailable: 'تعذّر التحقق من الشهادة الآن. أعد المحاولة من فضلك.',
  another: 'تحقق من شهادة أخرى',
  hint: 'الرمز مطبوع أسفل رمز QR على الشهادة.',
};

export default certificate;
