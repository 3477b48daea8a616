import { useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { pickersArabic } from '../../i18n/pickers-ar';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatDuration, formatWeekday } from '../../lib/format-date';
import { cairoMoment, COMPANY_TIME_ZONE, momentValue } from './cairoDayjs';

export interface DateTimeFieldProps {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  /** Another datetime field this one ends a range of: the duration shows under this one. */
  after?: string;
  /** Shown under the input while it has no error. */
  hint?: string;
}

/**
 * A moment picked in Cairo time (issue 22): MUI X's DateTimePicker in Africa/Cairo whatever
 * the browser's zone, keeping the form value an ISO instant (what the API stores and answers).
 * Typing works as well as the calendar: day/month/year hour:minute, 24-hour clock.
 */
export const DateTimeField = ({
  source,
  label,
  validate,
  readOnly,
  after,
  hint,
}: DateTimeFieldProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, readOnly });
  // The start this field ends: its duration, only while both are real moments.
  // The picker keeps what is being typed (an invalid moment until whole); the form keeps its
  // ISO instant. A value set from outside (a loaded record, a reset) replaces the picker's.
  const [picked, setPicked] = useState<Dayjs | null>(() => cairoMoment(field.value));
  const formValue: unknown = field.value;
  useEffect(() => {
    setPicked((current) =>
      momentValue(current) === (formValue ?? null) ? current : cairoMoment(formValue),
    );
  }, [formValue]);
  const start: unknown = useWatch({ name: after ?? source });
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const duration = after ? formatDuration(start, field.value, locale) : '';
  // Under the field: its error, else the duration (an end), else the day as people write it
  // (the weekday catches a wrong date), else the hint.
  const day = picked?.isValid() ? formatWeekday(field.value, locale) : '';
  const helper = duration
    ? t('inputs.duration', { duration })
    : day
      ? t('inputs.day_cairo', { day })
      : hint;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={locale === 'ar' ? pickersArabic : undefined}
    >
      <DateTimePicker
        className={`ra-input ra-input-${source}`}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={picked}
        timezone={COMPANY_TIME_ZONE}
        format="DD/MM/YYYY HH:mm"
        ampm={false}
        readOnly={readOnly}
        disabled={readOnly}
        onChange={(value) => {
          setPicked(value);
          field.onChange(momentValue(value));
        }}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            error: invalid,
            helperText: (
              <InputHelperText error={invalid ? error?.message : undefined} helperText={helper} />
            ),
            fullWidth: true,
            // The same box as the other inputs of the form.
            sx: { mt: 1, mb: 0.5, maxWidth: 360 },
          },
        }}
      />
    </LocalizationProvider>
  );
};
