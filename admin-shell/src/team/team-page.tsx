import { ApiError } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { RoleGuide } from './role-guide';
import { TEAM_QUERY_KEY, teamApi, type InvitationSent } from './team-api';
import './team.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/**
 * The Team screen (issue 31 item 1), for owners: who is on the team and with which role, invitations,
 * and every change to someone's access behind a confirmation. The API decides (team.manage); this
 * screen shows what it answers.
 */
export function TeamPage() {
  const narrow = useNarrowScreen();
  const toast = useToast();
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => teamApi.load(signal) });
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [pending, setPending] = useState(false);
  const [unmailed, setUnmailed] = useState<InvitationSent | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });

  const confirm = async () => {
    if (!request) return;
    setPending(true);
    try {
      await request.run();
      toast.success(request.doneMessage);
      setRequest(null);
    } catch (error) {
      toast.error(`${request.title} failed`, messageOf(error));
    } finally {
      setPending(false);
      await refresh();
    }
  };

  const sent = async (result: InvitationSent) => {
    await refresh();
    if (result.mailed)
      toast.success(
        'Invitation sent',
        `The mail server took the invitation to ${result.invitation.email}; its link works once, until ${new Date(result.invitation.expiresAt).toLocaleDateString()}.`,
      );
    else setUnmailed(result);
  };

  return (
    <div className="team">
      <Typography.Title level={1} className="team__title">
        Team
      </Typography.Title>
      <Typography.Paragraph>Invite colleagues, choose what each may do, and disable or remove access.</Typography.Paragraph>

      <Card title={<h2 className="team__card-title">Invite a colleague</h2>} size="small" className="team__card">
        <InviteForm invite={teamApi.invite} onSent={(result) => void sent(result)} onError={(message) => toast.error('Invitation failed', message)} />
        <RoleGuide />
      </Card>

      <Card title={<h2 className="team__card-title">Team members</h2>} size="small" className="team__card">
        {team.isLoading ? (
          <Skeleton active aria-label="Loading the team" />
        ) : team.isError ? (
          <LoadError title="Could not load the team" error={team.error} onRetry={team.refetch} retrying={team.isFetching} />
        ) : (
          <MemberList members={team.data?.members ?? []} narrow={narrow} ask={setRequest} />
        )}
      </Card>

      <Card title={<h2 className="team__card-title">Open invitations</h2>} size="small" className="team__card">
        {team.data && <InvitationList invitations={team.data.invitations} ask={setRequest} />}
      </Card>

      <ConfirmDialog request={request} pending={pending} onCancel={() => setRequest(null)} onConfirm={() => void confirm()} />
      <InvitationLinkDialog sent={unmailed} onClose={() => setUnmailed(null)} />
    </div>
  );
}
