import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { AuditAction, AuditTargetType, TWO_FACTOR_MESSAGES, type TwoFactorStep } from '@podcast/contracts';
import { toString as qrCodeToString } from 'qrcode';
import { AuditService } from '../audit/audit.service';
import { SETTING_KEYS, SettingsService } from '../settings/settings.service';
import { CodeThrottleService } from './code-throttle.service';
import { isRecoveryCodeShaped, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { isTotpShaped, matchTotp, newTotpSecret, otpauthUri } from './totp';
import { TwoFactorRepository } from './two-factor.repository';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  requiredForEveryone: boolean;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

const nowSec = () => Math.floor(Date.now() / 1000);

/** The rules of two-factor sign-in (issue 31; docs/security.md "Two-factor sign-in"). */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepository,
    private readonly throttle: CodeThrottleService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** What a sign-in whose password was right must do next. */
  async loginStep(adminUserId: number): Promise<TwoFactorStep> {
    const factor = await this.repo.find(adminUserId);
    if (factor?.enabledAt) return 'required';
    return (await this.requiredForEveryone()) ? 'enrol' : 'none';
  }

  async status(adminUserId: number): Promise<TwoFactorStatus> {
    const factor = await this.repo.find(adminUserId);
    const enabled = Boolean(factor?.enabledAt);
    return {
      enabled,
      recoveryCodesLeft: enabled ? await this.repo.unusedRecoveryCodes(adminUserId) : 0,
      requiredForEveryone: await this.requiredForEveryone(),
    };
  }

  /** A new secret to enrol (replacing an unconfirmed one), as a QR code and as text to type. */
  async startEnrolment(admin: { id: number; email: string }): Promise<Enrolment> {
    const secret = newTotpSecret();
    if (!(await this.repo.startEnrolment(admin.id, secret))) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    const uri = otpauthUri(admin.email, secret);
    return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeToString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
  }

  /** Turns two-factor on with a code from the new secret; returns the ten recovery codes, the only time they are shown. */
  async confirmEnrolment(adminUserId: number, code: string): Promise<string[]> {
    const factor = await this.repo.find(adminUserId);
    if (!factor) throw new ConflictException(TWO_FACTOR_MESSAGES.notStarted);
    if (factor.enabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    await this.throttle.check(adminUserId);
    const step = await matchTotp(factor.secret, code.trim(), nowSec(), factor.lastUsedStep);
    if (step === null || !(await this.repo.claimStep(adminUserId, step))) await this.refuse(adminUserId);
    await this.throttle.recordSuccess(adminUserId);
    const codes = newRecoveryCodes();
    await this.repo.enable(adminUserId, codes.map(recoveryCodeHash));
    await this.audit.record({ action: AuditAction.TwoFactorEnabled, target: { type: AuditTargetType.Staff, id: adminUserId } });
    return codes;
  }

  /**
   * Checks a code from the authenticator app, or a recovery code (used up by this check), for a
   * person with two-factor on; throws 400 when it is wrong or was used, 429 after too many wrong ones.
   */
  async checkCode(adminUserId: number, input: string): Promise<void> {
    await this.throttle.check(adminUserId);
    if (!(await this.codeIsGood(adminUserId, input.trim()))) await this.refuse(adminUserId);
    await this.throttle.recordSuccess(adminUserId);
  }

  /** A wrong password in a re-check counts with the wrong codes. */
  async checkPassword(adminUserId: number, passwordIsRight: () => Promise<boolean>): Promise<void> {
    await this.throttle.check(adminUserId);
    if (!(await passwordIsRight())) {
      await this.throttle.recordFailure(adminUserId);
      throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.wrongPassword, errors: { password: [TWO_FACTOR_MESSAGES.wrongPassword] } });
    }
    await this.throttle.recordSuccess(adminUserId);
  }

  /** Turns two-factor off (the route needs a recent check); refused while the owners require it for everyone. */
  async disable(adminUserId: number): Promise<void> {
    const factor = await this.repo.find(adminUserId);
    if (!factor?.enabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
    if (await this.requiredForEveryone()) throw new ConflictException(TWO_FACTOR_MESSAGES.requiredForEveryone);
    await this.repo.remove(adminUserId);
    await this.audit.record({ action: AuditAction.TwoFactorDisabled, target: { type: AuditTargetType.Staff, id: adminUserId } });
  }

  requiredForEveryone(): Promise<boolean> {
    return this.settings.flag(SETTING_KEYS.requireTwoFactor);
  }

  async setRequiredForEveryone(required: boolean): Promise<void> {
    const before = await this.requiredForEveryone();
    await this.settings.setFlag(SETTING_KEYS.requireTwoFactor, required);
    if (before !== required) await this.audit.record({ action: AuditAction.TwoFactorRequirementChanged, changes: { required: { before, after: required } } });
  }

  private async codeIsGood(adminUserId: number, input: string): Promise<boolean> {
    const factor = await this.repo.find(adminUserId);
    if (!factor?.enabledAt) return false;
    if (isTotpShaped(input)) {
      const step = await matchTotp(factor.secret, input, nowSec(), factor.lastUsedStep);
      return step !== null && (await this.repo.claimStep(adminUserId, step));
    }
    return isRecoveryCodeShaped(input) && this.repo.useRecoveryCode(adminUserId, recoveryCodeHash(input));
  }

  private async refuse(adminUserId: number): Promise<never> {
    await this.throttle.recordFailure(adminUserId);
    throw new BadRequestException({ message: TWO_FACTOR_MESSAGES.wrongCode, errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
  }
}
