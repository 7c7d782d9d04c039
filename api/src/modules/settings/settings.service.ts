import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppSettingEntity } from './app-setting.entity';

/** The settings an owner changes in the back office (not environment settings, which need a restart). */
export const SETTING_KEYS = {
  /** true: everyone must sign in with a second factor; a person without one enrols at sign-in. */
  requireTwoFactor: 'two_factor.required',
} as const;

@Injectable()
export class SettingsService {
  constructor(@InjectRepository(AppSettingEntity) private readonly repo: Repository<AppSettingEntity>) {}

  /** A yes/no setting; an absent row is `fallback`. */
  async flag(key: string, fallback = false): Promise<boolean> {
    const row = await this.repo.findOneBy({ key });
    return typeof row?.value === 'boolean' ? row.value : fallback;
  }

  async setFlag(key: string, value: boolean): Promise<void> {
    await this.repo.upsert({ key, value }, ['key']);
  }
}
