import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class TwoFactorStatusDto {
  @ApiProperty({ description: 'Whether this person signs in with a code from an authenticator app' })
  enabled: boolean;

  @ApiProperty({ description: 'Recovery codes not used yet (0 when two-factor is off)' })
  recoveryCodesLeft: number;

  @ApiProperty({ description: 'Whether the owners require two-factor sign-in for everyone (it then cannot be turned off)' })
  requiredForEveryone: boolean;
}

export class TwoFactorEnrolmentDto {
  @ApiProperty({ description: 'The Base32 secret, for typing into an app that cannot scan the QR code' })
  secret: string;

  @ApiProperty({ description: 'The otpauth:// URI the QR code holds' })
  otpauthUri: string;

  @ApiProperty({ description: 'The QR code of otpauthUri as an SVG document' })
  qrCodeSvg: string;
}

export class TwoFactorCodeDto {
  @ApiProperty({ description: 'A six-digit code from the authenticator app (or, where accepted, a recovery code)', example: '123456' })
  @IsString()
  @IsNotEmpty({ message: 'Enter a code' })
  @MaxLength(32)
  code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: String, isArray: true, description: 'Ten single-use recovery codes: shown this once, stored only as hashes' })
  recoveryCodes: string[];
}

export class TwoFactorSettingDto {
  @ApiProperty({ description: 'Everyone must sign in with two-factor; a person without it sets it up at their next sign-in' })
  @IsBoolean()
  required: boolean;
}
