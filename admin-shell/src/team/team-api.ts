import type { ApiResponse } from '@podcast/web-kit';
import { apiClient } from '@podcast/web-kit';
import type { StaffRole } from '@podcast/contracts';

export type Team = ApiResponse<'/api/admin/team', 'get'>;
export type StaffMember = Team['members'][number];
export type StaffInvitation = Team['invitations'][number];
export type InvitationSent = ApiResponse<'/api/admin/team/invitations', 'post'>;

export const TEAM_QUERY_KEY = ['admin-shell', 'team'] as const;

export const teamApi = {
  load: (signal?: AbortSignal) => apiClient.get('/api/admin/team', { signal }),
  invite: (email: string, role: StaffRole) => apiClient.post('/api/admin/team/invitations', { body: { email, role } }),
  revoke: (id: number) => apiClient.delete('/api/admin/team/invitations/{id}', { params: { path: { id } } }),
  changeRole: (id: number, role: StaffRole) => apiClient.patch('/api/admin/team/{id}/role', { params: { path: { id } }, body: { role } }),
  disable: (id: number) => apiClient.post('/api/admin/team/{id}/disable', { params: { path: { id } } }),
  enable: (id: number) => apiClient.post('/api/admin/team/{id}/enable', { params: { path: { id } } }),
  remove: (id: number) => apiClient.delete('/api/admin/team/{id}', { params: { path: { id } } }),
};

/** How a person is named on the Team screen: their name, else their address. */
export const personName = (member: Pick<StaffMember, 'name' | 'email'>) => member.name ?? member.email;
