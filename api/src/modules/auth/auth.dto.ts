import { ApiProperty } from '@nestjs/swagger';
import { AdminArea, type Permission, PERMISSIONS, StaffRole, TWO_FACTOR_STEPS, type TwoFactorStep } from '@podcast/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Lengths checked by LocalLoginGuard before any lookup (an email is at most 320 characters). */
export const LOGIN_LIMITS = { usernameMaxLength: 320, passwordMaxLength: 1024 } as const;

export class LoginDto {
  @ApiProperty({ description: 'The admin email', example: 'admin@example.com' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(LOGIN_LIMITS.usernameMaxLength)
  username: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(LOGIN_LIMITS.passwordMaxLength)
  password: string;
}

export class AdminMeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'The name colleagues see (null until set)' })
  name: string | null;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole', description: 'The role (packages/contracts/src/roles.ts)' })
  role: StaffRole;

  @ApiProperty({
    enum: PERMISSIONS,
    isArray: true,
    description: "The role's permissions, for the front ends to mirror (show only what the API allows); the API checks them on every route",
  })
  permissions: Permission[];

  @ApiProperty({
    enum: AdminArea,
    enumName: 'AdminArea',
    isArray: true,
    description: 'The admin areas the role opens: the shell shows and loads only these, and names the others as closed',
  })
  areas: AdminArea[];

  @ApiProperty({
    enum: TWO_FACTOR_STEPS,
    enumName: 'TwoFactorStep',
    description:
      "The sign-in's next step: none (signed in), required (enter a code: POST /api/admin/session/second-factor), enrol (two-factor is required for everyone: set it up at /admin/account first). Until it is none, other admin routes answer 403",
  })
  twoFactor: TwoFactorStep;
}

/** A re-check for sensitive actions: the password, or a code (authenticator or recovery). */
export class SessionCheckDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(LOGIN_LIMITS.passwordMaxLength)
  password?: string;

  @ApiProperty({ required: false, description: 'A code from the authenticator app, or a recovery code' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  code?: string;
}

export class SessionCheckResultDto {
  @ApiProperty({ description: 'When the check was made; sensitive actions work for 10 minutes after it' })
  checkedAt: string;
}

export class LogoutResponseDto {
  @ApiProperty()
  success: boolean;
}
