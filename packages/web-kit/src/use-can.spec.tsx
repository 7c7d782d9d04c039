import { permissionsOf, StaffRole, areasOf } from '@podcast/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { SESSION_QUERY_KEY } from './session';
import { useCan } from './use-can';
import { whoMay } from './admin/who-may';

function wrapperWith(session: unknown) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useCan (the session’s permissions, issue 31)', () => {
  it('answers from the role of the signed-in person', () => {
    const wrapper = wrapperWith({
      id: 1,
      email: 'e@example.com',
      role: StaffRole.Editor,
      permissions: permissionsOf(StaffRole.Editor),
      areas: areasOf(StaffRole.Editor),
    });
    expect(renderHook(() => useCan('episodes.write'), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useCan('episodes.publish'), { wrapper }).result.current).toBe(false);
  });

  it('allows nothing when nobody is signed in', () => {
    const wrapper = wrapperWith(null);
    expect(renderHook(() => useCan('episodes.read'), { wrapper }).result.current).toBe(false);
  });
});

describe('whoMay (who does what a role may not)', () => {
  it('names the roles with the permission, with their articles', () => {
    expect(whoMay('episodes.publish')).toBe('an Owner or a Producer');
    expect(whoMay('episodes.write')).toBe('an Owner, a Producer or an Editor');
    expect(whoMay('team.manage')).toBe('an Owner');
  });
});
