import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

const views: Record<string, string> = {
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'الفترة',
};

/**
 * The date-time picker's own words in Arabic (MUI X ships no Arabic). Only words: digits and
 * the typed format stay Latin (DD/MM/YYYY HH:mm, ADR 0021), so the picker's adapter keeps its
 * English locale (dayjs's Arabic would write Arabic-Indic digits).
 */
export const pickersArabic: PickersInputLocaleText = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'العرض السابق',
  openNextView: 'العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'عرض السنوات مفتوح، الانتقال إلى التقويم'
      : 'التقويم مفتوح، الانتقال إلى عرض السنوات',
  start: 'البداية',
  end: 'النهاية',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'تم',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  selectViewText: (view) => `اختر ${views[view] ?? ''}`,
  openDatePickerDialogue: (formatted) =>
    formatted ? `اختر التاريخ، التاريخ المختار ${formatted}` : 'اختر التاريخ',
  openTimePickerDialogue: (formatted) =>
    formatted ? `اختر الوقت، الوقت المختار ${formatted}` : 'اختر الوقت',
  fieldClearLabel: 'مسح القيمة',
  timeTableLabel: 'اختيار الوقت',
  dateTableLabel: 'اختيار التاريخ',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  hours: 'الساعة',
  minutes: 'الدقائق',
};
