import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ description: 'The admin email', example: 'admin@example.com' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(320)
  username: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024)
  password: string;
}

export class AdminMeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;
}

export class LogoutResponseDto {
  @ApiProperty()
  success: boolean;
}
