import type { AutomationActionType, TriggerField } from '@podcast/contracts';

/** Job names on the `email` queue. */
export enum EmailJobName {
  /** Runs one fired rule's actions for one guest, in order. */
  RunRule = 'automation.run-rule',
}

export interface RuleJobStep {
  runId: number;
  type: AutomationActionType;
  templateId?: number;
}

/** A snapshot taken when the rule fired: editing the rule later does not change a queued run. */
export interface RunRuleJob {
  ruleId: number;
  bookingId: number;
  trigger: { field: TriggerField; value: string };
  steps: RuleJobStep[];
}
