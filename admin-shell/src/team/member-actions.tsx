import { StaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, StaffStatus } from '@podcast/contracts';
import { Button, Select, Space } from 'antd';
import type { ConfirmRequest } from './confirm-dialog';
import { personName, teamApi, type StaffMember } from './team-api';

interface MemberActionsProps {
  member: StaffMember;
  ask: (request: ConfirmRequest) => void;
}

/** The role picker: a change asks first, naming the old and the new role. */
export function RolePicker({ member, ask }: MemberActionsProps) {
  if (member.you) return <span>{STAFF_ROLE_LABELS[member.role]}</span>;
  return (
    <Select<StaffRole>
      aria-label={`Role of ${personName(member)}`}
      value={member.role}
      style={{ minWidth: 130, width: '100%' }}
      options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
      onChange={(role) =>
        ask({
          title: 'Change role',
          body: `Change ${personName(member)}'s role from ${STAFF_ROLE_LABELS[member.role]} to ${STAFF_ROLE_LABELS[role]}? It applies to their next click.`,
          confirmLabel: 'Change role',
          pendingLabel: 'Changing...',
          doneMessage: `${personName(member)} is now ${STAFF_ROLE_LABELS[role]}`,
          run: () => teamApi.changeRole(member.id, role),
        })
      }
    />
  );
}

/** Disable or enable, and remove: each asks first and says what happens to the person's sessions. */
export function MemberActions({ member, ask }: MemberActionsProps) {
  if (member.you) return <span className="team__you-note">This is you</span>;
  const name = personName(member);
  const disabled = member.status === StaffStatus.Disabled;
  return (
    <Space wrap size={8}>
      {disabled ? (
        <Button
          aria-label={`Enable ${name}`}
          onClick={() =>
            ask({
              title: 'Enable account',
              body: `Let ${name} sign in again as ${STAFF_ROLE_LABELS[member.role]}?`,
              confirmLabel: 'Enable',
              pendingLabel: 'Enabling...',
              doneMessage: `${name} can sign in again`,
              run: () => teamApi.enable(member.id),
            })
          }
        >
          Enable
        </Button>
      ) : (
        <Button
          aria-label={`Disable ${name}`}
          onClick={() =>
            ask({
              title: 'Disable account',
              body: `Disable ${name}? They are signed out everywhere at once and cannot sign in until an owner enables them again.`,
              confirmLabel: 'Disable',
              pendingLabel: 'Disabling...',
              doneMessage: `${name} is disabled and signed out everywhere`,
              danger: true,
              run: () => teamApi.disable(member.id),
            })
          }
        >
          Disable
        </Button>
      )}
      <Button
        danger
        aria-label={`Remove ${name}`}
        onClick={() =>
          ask({
            title: 'Remove from the team',
            body: `Remove ${name} (${member.email}) from the team? They are signed out at once and their account is deleted; this cannot be undone. To bring them back, invite them again.`,
            confirmLabel: 'Remove',
            pendingLabel: 'Removing...',
            doneMessage: `${name} is removed from the team`,
            danger: true,
            run: () => teamApi.remove(member.id),
          })
        }
      >
        Remove
      </Button>
    </Space>
  );
}
