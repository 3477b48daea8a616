import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UserField } from '../../common/validation/user-fields.js';

export const INVALID_LINK =
  'This link is not valid. Please use the link from your most recent mail.';

/** "Forgot password?": the address only. */
export class ForgotPasswordDto {
  @UserField.email() email: string;
}

const TokenField = () =>
  applyDecorators(
    IsString({ message: INVALID_LINK }),
    IsNotEmpty({ message: INVALID_LINK }),
    MaxLength(200, { message: INVALID_LINK }),
  );

/** The form behind a reset link: the link's token and the new password, twice. */
export class ResetPasswordDto {
  @TokenField() token: string;
  @UserField.password() password: string;
  @UserField.confirmation() password_confirmation: string;
}

/** The page behind a verification link. */
export class VerifyEmailDto {
  @TokenField() token: string;
}
