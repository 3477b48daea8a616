import { UserField } from '../../common/validation/user-fields.js';
import type { Locale } from '../../model/user.entity.js';
import { LocaleField } from './locale-field.js';

export class RegisterDto {
  @UserField.name() name: string;
  @UserField.email() email: string;
  @UserField.phone() phone: string;
  @UserField.company() company?: string | null;
  @UserField.password() password: string;
  @UserField.confirmation() password_confirmation: string;
  /** The language of the site registered on: the account's mails go out in it. */
  @LocaleField() locale?: Locale;
}
