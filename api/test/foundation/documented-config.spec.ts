import { getMetadataStorage } from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentVariables } from '../../src/config/app-config';

const ROOT = join(__dirname, '..', '..', '..');

/** Every setting the API validates, read from the class-validator metadata of EnvironmentVariables. */
function settingNames(): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(EnvironmentVariables, '', true, false);
  return [...new Set(metadata.map((entry) => entry.propertyName))].sort();
}

describe('configuration documentation', () => {
  const names = settingNames();

  it('finds the settings', () => {
    expect(names).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'S3_BUCKET', 'SMTP_HOST', 'MFE_EPISODES_URL']));
  });

  it('lists every setting in README and .env.example', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');
    expect(names.filter((name) => !readme.includes(name))).toEqual([]);
    expect(names.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(envExample))).toEqual([]);
  });
});
