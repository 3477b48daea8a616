import { UserField } from '../../common/validation/user-fields.js';

export class RegisterDto {
  @UserField.name() name: string;
  @UserField.email() email: string;
  @UserField.phone() phone: string;
  @UserField.company() company?: string | null;
  @UserField.password() password: string;
  @UserField.confirmation() password_confirmation: string;
}
