import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');
const REMOTES = ['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'];
const SHARED = ['packages/web-kit', 'packages/contracts', 'packages/build-config'];

/** pattern → owners, in file order (GitHub: the last matching line wins). */
function codeOwners(): Map<string, string[]> {
  const lines = readFileSync(join(REPO, '.github', 'CODEOWNERS'), 'utf8').split('\n');
  const rules = lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  return new Map(rules.map((rule) => rule.split(/\s+/)).map(([pattern, ...owners]) => [pattern, owners]));
}

describe('CODEOWNERS (issue 14 item 6)', () => {
  it('gives each remote its own team, and everything else an owner', () => {
    const owners = codeOwners();
    expect(owners.get('*')?.length).toBeGreaterThan(0);
    const teams = REMOTES.map((remote) => owners.get(`/${remote}/`)?.[0]);
    expect(teams.every(Boolean)).toBe(true);
    expect(new Set(teams).size).toBe(REMOTES.length);
  });

  it('asks every remote team to review the shared packages they run against', () => {
    const owners = codeOwners();
    const remoteTeams = REMOTES.map((remote) => owners.get(`/${remote}/`)?.[0] ?? '');
    for (const folder of SHARED) expect(owners.get(`/${folder}/`)).toEqual(expect.arrayContaining(remoteTeams));
  });
});
