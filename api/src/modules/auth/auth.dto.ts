import { ApiProperty } from '@nestjs/swagger';
import { AdminArea, type Permission, PERMISSIONS, StaffRole } from '@podcast/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
}

export class LogoutResponseDto {
  @ApiProperty()
  success: boolean;
}
