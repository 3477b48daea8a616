import type { ComponentType } from 'react';
import { Box, Chip, Link } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useDashboardLocale, useDashboardTranslate } from '../i18n/useDashboardTranslate';
import type { ChipColor, FieldDeclaration, FieldType } from '../resources/types';
import { DownloadLink } from './DownloadLink';
import {
  asText,
  fieldText,
  fileUrl,
  formatAmount,
  formatBoolean,
  isTrue,
  previewText,
  valueAt,
} from './format';

export interface ListFieldProps {
  field: FieldDeclaration;
  /** Read by the Datagrid header. */
  label: string;
  source: string;
  sortable: boolean;
}

/** A plain-text column: the value as the CSV export writes it. */
const TextColumn = ({ field }: ListFieldProps) => {
  const record = useRecordContext();
  const locale = useDashboardLocale();
  const valueText = useValueText(field.source);
  const text = fieldText(field, record, locale);
  const shown = (value: string) => (field.quietValues?.includes(value) ? '' : value);
  const detail = field.detail ? shown(asText(valueAt(record, field.detail))) : '';
  if (field.badges) {
    const badges = field.badges;
    const main = shown(text);
    // A second state (a payment's refund) on its own badge under the first.
    return main || detail ? (
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
        {main && <StateBadge text={valueText(main)} color={badges[main]} />}
        {detail && <StateBadge text={valueText(detail)} color={badges[detail]} />}
      </Box>
    ) : null;
  }
  const cut =
    field.truncate && text.length > field.truncate ? `${text.slice(0, field.truncate)}...` : text;
  // Its own direction: an English value cut in the Arabic list keeps its '...' at its end.
  if (!detail) return <span dir="auto">{cut}</span>;
  return (
    <span>
      {cut}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
        {detail}
      </Box>
    </span>
  );
};

/**
 * A state the server words in English ('Refund due') in the dashboard's language: the
 * resource's choices for the field in the dictionary (i18n/ar-resources.ts), else as sent.
 */
const useValueText = (source: string) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (value: string) => {
    const key = `resources.${resource}.choices.${source}.${value}`;
    const text = translate(key, { _: value });
    // React-admin's bare context (no i18n provider) answers the key itself.
    return text === key ? value : text;
  };
};

/** A state as a word on a coloured badge ('Refund due'). */
const StateBadge = ({ text, color = 'default' }: { text: string; color?: ChipColor }) => (
  <Chip
    label={text}
    color={color}
    size="small"
    variant={color === 'default' ? 'outlined' : 'filled'}
  />
);

/** '13,500.00 EGP', in the row's currency where it has one. */
const AmountColumn = ({ field }: ListFieldProps) => {
  const record = useRecordContext();
  const currency = asText(valueAt(record, 'currency')) || 'EGP';
  const locale = useDashboardLocale();
  return <span>{formatAmount(valueAt(record, field.source), currency, locale)}</span>;
};

/** A plain number, or an EGP price shown as an amount. */
const NumberColumn = (props: ListFieldProps) => {
  const value = valueAt(useRecordContext(), props.field.source);
  const locale = useDashboardLocale();
  if (!props.field.egp) return <TextColumn {...props} />;
  const number = Number(value);
  return (
    <span>
      {value === null || value === undefined || value === '' || !Number.isFinite(number)
        ? ''
        : formatAmount(Math.round(number * 100), 'EGP', locale)}
    </span>
  );
};

/** True/False (spec §2) as a coloured chip, so a failed payment or a refund due stands out. */
const BooleanColumn = ({ field }: ListFieldProps) => {
  const value = isTrue(valueAt(useRecordContext(), field.source));
  const locale = useDashboardLocale();
  const color = value
    ? (field.chipColors?.true ?? 'success')
    : (field.chipColors?.false ?? 'default');
  return (
    <Chip
      label={formatBoolean(value, locale)}
      color={color}
      size="small"
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
};

const DescriptionColumn = ({ field }: ListFieldProps) => {
  const record = useRecordContext();
  return <span>{previewText(asText(valueAt(record, field.source)))}</span>;
};

/** A mailto link; a narrow column breaks the address after its '@' before anywhere else. */
const EmailColumn = ({ field }: ListFieldProps) => {
  const text = asText(valueAt(useRecordContext(), field.source));
  const at = text.lastIndexOf('@');
  return text ? (
    <Link href={`mailto:${text}`} underline="hover" onClick={(event) => event.stopPropagation()}>
      {at > 0 ? (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      ) : (
        text
      )}
    </Link>
  ) : null;
};

const ImageColumn = ({ field }: ListFieldProps) => {
  const path = asText(valueAt(useRecordContext(), field.source));
  return path ? (
    <img
      src={fileUrl(path)}
      alt=""
      loading="lazy"
      width={72}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block', background: '#eef1f5' }}
    />
  ) : null;
};

const FileColumn = ({ field }: ListFieldProps) => {
  const record = useRecordContext();
  const t = useDashboardTranslate();
  const path = asText(valueAt(record, field.source));
  if (!path) return null;
  return (
    <DownloadLink
      path={path}
      text={field.linkText ?? t('list.download')}
      filename={`${field.source}-${asText(record?.id)}`}
    />
  );
};

/** List column for each declared field type (the way react-admin's listFieldTypes maps types). */
export const listFieldTypes: Record<FieldType, ComponentType<ListFieldProps>> = {
  text: TextColumn,
  number: NumberColumn,
  phone: TextColumn,
  cents: AmountColumn,
  select: TextColumn,
  reference: TextColumn,
  object: TextColumn,
  boolean: BooleanColumn,
  date: TextColumn,
  datetime: TextColumn,
  password: () => null,
  email: EmailColumn,
  richtext: DescriptionColumn,
  image: ImageColumn,
  file: FileColumn,
  // A whole mail: too big for a cell, read on the detail screen.
  document: () => null,
};
