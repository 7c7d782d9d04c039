import { InvitationStatus, STAFF_ROLE_LABELS } from '@podcast/contracts';
import { ToneTag } from '@podcast/web-kit/admin';
import { Button, Card, Typography } from 'antd';
import type { ConfirmRequest } from './confirm-dialog';
import { teamApi, type StaffInvitation } from './team-api';

interface InvitationListProps {
  invitations: StaffInvitation[];
  ask: (request: ConfirmRequest) => void;
}

/** Open invitations: pending until accepted or their date; an expired one is sent again from the form. */
export function InvitationList({ invitations, ask }: InvitationListProps) {
  if (invitations.length === 0) return <Typography.Paragraph type="secondary">No open invitations.</Typography.Paragraph>;
  return (
    <ul className="team-cards team-cards--invitations" aria-label="Open invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <Card
            size="small"
            title={invitation.email}
            extra={invitation.status === InvitationStatus.Expired ? <ToneTag tone="orange">Expired</ToneTag> : <ToneTag tone="blue">Pending</ToneTag>}
          >
            <p className="team-cards__email">
              {STAFF_ROLE_LABELS[invitation.role]} · invited by {invitation.invitedByEmail} ·{' '}
              {invitation.status === InvitationStatus.Expired ? 'expired' : 'works until'} {new Date(invitation.expiresAt).toLocaleDateString()}
            </p>
            <Button
              aria-label={`Withdraw the invitation of ${invitation.email}`}
              onClick={() =>
                ask({
                  title: 'Withdraw invitation',
                  body: `Withdraw the invitation of ${invitation.email}? Its link stops working; you can invite them again later.`,
                  confirmLabel: 'Withdraw',
                  pendingLabel: 'Withdrawing...',
                  doneMessage: `The invitation of ${invitation.email} is withdrawn`,
                  danger: true,
                  run: () => teamApi.revoke(invitation.id),
                })
              }
            >
              Withdraw
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
