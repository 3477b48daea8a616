import TranslateIcon from '@mui/icons-material/Translate';
import type { ResourceCustomization } from './types';

/**
 * The words of the mails readers get, sentence by sentence (issue 28 item 2): the server keeps
 * one row per sentence, so staff find a sentence (by its words or its key), type
 * their English or Arabic over the default shown above the input, and save; an input left empty
 * sends the default. Rows are never added or removed here: the server adds one per sentence of
 * the code.
 */
export const mailWordings: ResourceCustomization = {
  name: 'mail-wordings',
  apiPath: 'mail-wordings',
  label: 'Mail wording',
  itemLabel: 'Mail sentence',
  icon: TranslateIcon,
  searchField: 'key',
  searchLabel: 'Search by key or words',
  recordName: 'key',
  canCreate: false,
  canDelete: false,
  fields: [
    { source: 'key', label: 'Sentence', type: 'text', readOnly: true, inList: true },
    {
      source: 'placeholders',
      label: 'Placeholders it may use',
      // Answered by the server beside the row, shown in the form, never sent.
      inForm: true,
      readOnly: true,
      hint: 'Written in braces, they are replaced by the real values in each mail',
      emptyText: 'None: the sentence is sent as written',
    },
    {
      source: 'default',
      label: 'Default (English)',
      inForm: true,
      readOnly: true,
      inList: true,
      truncate: 60,
    },
    {
      source: 'text',
      label: 'English',
      inList: true,
      truncate: 60,
      hint: 'Leave empty to send the default',
    },
    { source: 'default_ar', label: 'Default (Arabic)', lang: 'ar', inForm: true, readOnly: true },
    {
      source: 'text_ar',
      label: 'Arabic',
      inList: true,
      truncate: 60,
      hint: 'Leave empty to send the default',
    },
    { source: 'updated_at', label: 'Last changed', type: 'datetime', inList: true },
  ],
};
