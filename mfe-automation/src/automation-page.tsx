import { useCan } from '@podcast/web-kit';
import { Alert, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAutomationStatus, useRules, useRuns, useTemplates, type AutomationRuleDto, type EmailTemplateDto } from './automation.api';
import { MailConfigWarning } from './components/mail-config-warning';
import { RuleDialog } from './components/rule-dialog';
import { SubscribersTab } from './components/subscribers-tab';
import { RulesTable } from './components/rules-table';
import { RUN_HISTORY_ID, RunsTable } from './components/runs-table';
import { TemplateEditDialog } from './components/template-edit-dialog';
import { TemplatePreviewDialog } from './components/template-preview-dialog';
import { TemplatesGrid } from './components/templates-grid';
import { TestEmailCard } from './components/test-email-card';

/** Which dialog is open; `null` template/rule means "new". */
type Dialog =
  | { kind: 'none' }
  | { kind: 'preview'; template: EmailTemplateDto }
  | { kind: 'template'; template: EmailTemplateDto | null }
  | { kind: 'rule'; rule: AutomationRuleDto | null };

/** The tab a link opens: /admin/automation?tab=subscribers (the shell's route stays /admin/automation). */
export const SUBSCRIBERS_TAB = 'subscribers';
const AUTOMATION_TAB = 'automation';

/** Email Automation (spec §2 "Email Automation", §8 Automation toasts), and its Subscribers tab (issue 15). */
export default function AutomationPage() {
  const status = useAutomationStatus();
  const rules = useRules();
  const templates = useTemplates();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const templateList = templates.data ?? [];
  const { hash } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The subscriber list is personal data only the roles with subscribers.read may see (issue 31): the
  // remote reads the permissions from the one shared session query (web-kit's useCan over useAdminSession,
  // which the shell or the standalone login gate has filled), so it needs nothing from the shell. The API
  // refuses the list to everyone else anyway; hiding the tab only spares them a screen of errors.
  const showSubscribers = useCan('subscribers.read');
  // The run history names guests, so the API asks for bookings.read too (a Viewer has automation.read only).
  const showRuns = useCan('bookings.read');
  // A Viewer reads rules and templates (automation.read) but changes nothing: the screen offers no
  // button the API would refuse, and says why they are missing.
  const canChange = useCan('automation.write');
  const runs = useRuns(showRuns);
  const tab = showSubscribers && searchParams.get('tab') === SUBSCRIBERS_TAB ? SUBSCRIBERS_TAB : AUTOMATION_TAB;
  const runsLoaded = runs.isSuccess;
  // A link to #run-history (the Guest Bookings toast) lands on the history once it is there.
  useEffect(() => {
    if (hash === `#${RUN_HISTORY_ID}` && runsLoaded) document.getElementById(RUN_HISTORY_ID)?.scrollIntoView({ block: 'start' });
  }, [hash, runsLoaded]);

  return (
    <div>
      <Typography.Title level={2}>Email Automation</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === SUBSCRIBERS_TAB ? { tab: SUBSCRIBERS_TAB } : {})}
        items={[
          {
            key: AUTOMATION_TAB,
            label: 'Rules & Templates',
            children: (
              <>
                {status.data && !status.data.configured && <MailConfigWarning />}
                {!canChange && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16 }}
                    data-testid="read-only-note"
                    title="You can look at the rules and templates. Your role does not change them."
                  />
                )}
                <RulesTable
                  rules={rules.data ?? []}
                  templates={templateList}
                  loading={rules.isLoading}
                  error={rules.error}
                  onRetry={() => rules.refetch()}
                  retrying={rules.isFetching}
                  onCreate={canChange ? () => setDialog({ kind: 'rule', rule: null }) : undefined}
                  onEdit={canChange ? (rule) => setDialog({ kind: 'rule', rule }) : undefined}
                />
                <TemplatesGrid
                  templates={templateList}
                  loading={templates.isLoading}
                  error={templates.error}
                  onRetry={() => templates.refetch()}
                  retrying={templates.isFetching}
                  onPreview={(template) => setDialog({ kind: 'preview', template })}
                  onEdit={canChange ? (template) => setDialog({ kind: 'template', template }) : undefined}
                  onCreate={canChange ? () => setDialog({ kind: 'template', template: null }) : undefined}
                />
                {canChange && status.data?.configured && <TestEmailCard templates={templateList} />}
                {showRuns && (
                  <RunsTable runs={runs.data ?? []} loading={runs.isLoading} error={runs.error} onRetry={() => runs.refetch()} retrying={runs.isFetching} />
                )}
              </>
            ),
          },
          ...(showSubscribers ? [{ key: SUBSCRIBERS_TAB, label: 'Subscribers', children: <SubscribersTab /> }] : []),
        ]}
      />
      {dialog.kind === 'preview' && (
        <TemplatePreviewDialog
          template={dialog.template}
          onClose={close}
          onEdit={canChange ? () => setDialog({ kind: 'template', template: dialog.template }) : undefined}
        />
      )}
      {dialog.kind === 'template' && <TemplateEditDialog template={dialog.template} onClose={close} />}
      {dialog.kind === 'rule' && <RuleDialog rule={dialog.rule} templates={templateList} onClose={close} />}
    </div>
  );
}
