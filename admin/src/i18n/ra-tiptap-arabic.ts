/**
 * The rich text editor's words (ra-input-rich-text reads `ra.tiptap.*`, which
 * ra-language-english does not carry: the editor has its English as defaults), in Arabic.
 */
export const tiptapArabic = {
  align_center: 'توسيط',
  align_justify: 'ضبط الهوامش',
  align_left: 'محاذاة لليسار',
  align_right: 'محاذاة لليمين',
  blockquote: 'اقتباس',
  bold: 'غامق',
  clear_format: 'مسح التنسيق',
  code: 'شيفرة برمجية',
  color: 'لون النص',
  current_level: 'المستوى الحالي',
  heading1: 'عنوان 1',
  heading2: 'عنوان 2',
  heading3: 'عنوان 3',
  heading4: 'عنوان 4',
  heading5: 'عنوان 5',
  heading6: 'عنوان 6',
  highlight: 'تظليل',
  image: 'صورة',
  image_dialog: 'رابط الصورة',
  italic: 'مائل',
  link: 'إضافة رابط',
  list_bulleted: 'قائمة نقطية',
  list_numbered: 'قائمة مرقمة',
  paragraph: 'نص عادي',
  select_level: 'اختر نوع الفقرة',
  strike: 'يتوسطه خط',
  underline: 'تسطير',
};
