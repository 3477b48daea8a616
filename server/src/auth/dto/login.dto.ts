import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The email or phone is required' })
  @IsNotEmpty({ message: 'The email or phone is required' })
  @MaxLength(191, { message: 'The email or phone is too long' })
  email_or_phone: string;

  @IsString({ message: 'The password is required' })
  @IsNotEmpty({ message: 'The password is required' })
  @MaxLength(200, { message: 'The password is too long' })
  password: string;
}
