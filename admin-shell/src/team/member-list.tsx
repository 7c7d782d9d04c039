import { StaffStatus } from '@podcast/contracts';
import { formatLocalDate } from '@podcast/web-kit';
import { ToneTag } from '@podcast/web-kit/admin';
import { Card, Table } from 'antd';
import type { ConfirmRequest } from './confirm-dialog';
import { MemberActions, RolePicker } from './member-actions';
import { personName, type StaffMember } from './team-api';

const StatusTag = ({ member }: { member: StaffMember }) =>
  member.status === StaffStatus.Disabled ? <ToneTag tone="red">Disabled</ToneTag> : <ToneTag tone="green">Active</ToneTag>;

interface MemberListProps {
  members: StaffMember[];
  narrow: boolean;
  ask: (request: ConfirmRequest) => void;
}

/** Everyone on the team: a table on wide screens, one card per person on a phone (nothing scrolls sideways). */
export function MemberList({ members, narrow, ask }: MemberListProps) {
  if (narrow) {
    return (
      <ul className="team-cards" aria-label="Team members">
        {members.map((member) => (
          <li key={member.id}>
            <Card size="small" title={personName(member)} extra={<StatusTag member={member} />}>
              {member.name && <p className="team-cards__email">{member.email}</p>}
              <div className="team-cards__row">
                <RolePicker member={member} ask={ask} />
              </div>
              <MemberActions member={member} ask={ask} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<StaffMember>
      rowKey="id"
      dataSource={members}
      pagination={false}
      aria-label="Team members"
      columns={[
        { title: 'Name', key: 'name', render: (_, member) => member.name ?? '—' },
        { title: 'Email', dataIndex: 'email', key: 'email' },
        { title: 'Role', key: 'role', width: 170, render: (_, member) => <RolePicker member={member} ask={ask} /> },
        { title: 'Status', key: 'status', render: (_, member) => <StatusTag member={member} /> },
        { title: 'Joined', key: 'joined', render: (_, member) => formatLocalDate(member.createdAt) },
        { title: 'Actions', key: 'actions', render: (_, member) => <MemberActions member={member} ask={ask} /> },
      ]}
    />
  );
}
