import { apiClient, reads } from '@podcast/web-kit';
import type {
  AutomationRuleDto,
  AutomationRunDto,
  AutomationStatusDto,
  EmailTemplateDto,
  TestConnectionResultDto,
  TestEmailDto,
  TestEmailResultDto,
} from '@podcast/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The API's types, generated from its OpenAPI document into packages/contracts.
export type { AutomationRuleDto, AutomationRunDto, AutomationStatusDto, EmailTemplateDto };
export type TestConnectionResult = TestConnectionResultDto;
export type TestEmailResult = TestEmailResultDto;

export type RuleBody = Pick<AutomationRuleDto, 'name' | 'enabled' | 'trigger' | 'actions'>;
export type TemplateBody = Pick<EmailTemplateDto, 'name' | 'subject' | 'htmlBody' | 'textBody' | 'variables'> & { id?: number };

/** The remote's query keys, under its own name (a guest change in Bookings reaches the runs through `reads`). */
export const automationKeys = {
  all: ['mfe-automation'] as const,
  status: () => [...automationKeys.all, 'status'] as const,
  rules: () => [...automationKeys.all, 'rules'] as const,
  templates: () => [...automationKeys.all, 'templates'] as const,
  runs: () => [...automationKeys.all, 'runs'] as const,
};

export function useAutomationStatus() {
  return useQuery({ queryKey: automationKeys.status(), queryFn: ({ signal }) => apiClient.get('/api/admin/automation/status', { signal }) });
}

export function useRules() {
  return useQuery({ queryKey: automationKeys.rules(), queryFn: ({ signal }) => apiClient.get('/api/admin/automation/rules', { signal }) });
}

export function useTemplates() {
  return useQuery({ queryKey: automationKeys.templates(), queryFn: ({ signal }) => apiClient.get('/api/admin/automation/templates', { signal }) });
}

/** The run history; `enabled` false for a role that may not read it (runs name guests: bookings.read). */
export function useRuns(enabled = true) {
  return useQuery({
    queryKey: automationKeys.runs(),
    enabled,
    ...reads('automation-runs'),
    queryFn: ({ signal }) => apiClient.get('/api/admin/automation/runs', { signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
}

/** The Controls toggle: PATCH {enabled} (spec §7). */
export function useToggleRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiClient.patch('/api/admin/automation/rules/{ruleId}', { params: { path: { ruleId: id } }, body: { enabled } }),
    onSettled: () => invalidate(automationKeys.rules()),
  });
}

/** Creates a rule (no id) or replaces an existing rule's fields. */
export function useSaveRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RuleBody }) =>
      id === undefined
        ? apiClient.post('/api/admin/automation/rules', { body })
        : apiClient.patch('/api/admin/automation/rules/{ruleId}', { params: { path: { ruleId: id } }, body }),
    onSuccess: () => invalidate(automationKeys.rules()),
  });
}

export function useDeleteRule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/automation/rules/{ruleId}', { params: { path: { ruleId: id } } }),
    onSuccess: () => invalidate(automationKeys.rules()),
  });
}

/** PUT of the full template (spec §7), or POST of a new one. */
export function useSaveTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TemplateBody) =>
      body.id === undefined
        ? apiClient.post('/api/admin/automation/templates', { body })
        : apiClient.put('/api/admin/automation/templates/{id}', { params: { path: { id: body.id } }, body }),
    onSuccess: () => invalidate(automationKeys.templates()),
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/automation/templates/{id}', { params: { path: { id } } }),
    onSuccess: () => invalidate(automationKeys.templates()),
  });
}

/** Puts a shipped template's default name, subject and bodies back (POST …/templates/{id}/reset). */
export function useResetTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiClient.post('/api/admin/automation/templates/{id}/reset', { params: { path: { id } } }),
    onSuccess: () => invalidate(automationKeys.templates()),
  });
}

/** Issue 12: sends again an email skipped because mail was not configured (POST …/runs/{id}/run-again). */
export function useRunAgain() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiClient.post('/api/admin/automation/runs/{id}/run-again', { params: { path: { id } } }),
    onSettled: () => invalidate(automationKeys.runs()),
  });
}

export function useTestConnection() {
  return useMutation({ mutationFn: () => apiClient.get('/api/admin/automation/test-connection') });
}

export function useSendTestEmail() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TestEmailDto) => apiClient.post('/api/admin/automation/test-email', { body }),
    onSettled: () => invalidate(automationKeys.runs()),
  });
}
