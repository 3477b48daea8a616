import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { Role } from '../../common/access/roles.js';
import { UserField } from '../../common/validation/user-fields.js';
import { LocaleField } from '../../auth/dto/locale-field.js';
import type { Locale } from '../../model/user.entity.js';

const toNumber = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
);

/** The admin's "Add user": role Admin (1996) or User (1997) only. */
export class CreateUserDto {
  @UserField.name() name: string;
  @UserField.email() email: string;
  @UserField.phone() phone: string;
  @UserField.company() company?: string | null;
  @UserField.password() password: string;
  @UserField.confirmation() password_confirmation: string;

  @toNumber
  @IsInt({ message: 'Select a role' })
  @IsIn([Role.Admin, Role.User], { message: 'The role must be Admin (1996) or User (1997)' })
  role: 1996 | 1997;

  /** The language of the account's mails (issue 28 item 4); English when left out. */
  @LocaleField() locale?: Locale;
}

/** Profile edit and the admin's user edit: every field optional, role honoured only for 2001. */
export class UpdateUserDto {
  @IsOptional() @UserField.name() name?: string;
  @IsOptional() @UserField.email() email?: string;
  @IsOptional() @UserField.phone() phone?: string;
  @UserField.company() company?: string | null;
  /** The language of the account's mails (issue 28 item 4). */
  @LocaleField() locale?: Locale;
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? undefined : value,
  )
  @IsOptional()
  @UserField.password()
  password?: string;
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? undefined : value,
  )
  @IsOptional()
  @UserField.confirmation()
  password_confirmation?: string;

  /**
   * Needed when a user changes their own password or email (DECISIONS 16); the super admin
   * editing somebody else does not send it.
   */
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? undefined : value,
  )
  @IsOptional()
  @UserField.currentPassword()
  current_password?: string;

  /** Checked by the service, and only when it applies (DECISIONS 1: otherwise ignored). */
  @toNumber
  @IsOptional()
  role?: unknown;
}
