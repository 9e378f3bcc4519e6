import { addYears, isBefore } from 'date-fns';

import type { AuditLog } from './audit';
import type { DocumentStore, StoredDocument } from './store';

export type MatterType = 'litigation' | 'employment' | 'real_estate' | 'corporate' | 'family';

export interface RetentionPolicy {
  matterType: MatterType;
  years: number;
  legalHoldOverrides: boolean;
  disposal: 'shred' | 'archive' | 'return_to_client';
}

export interface PolicyClient {
  fetchPolicy(matterType: MatterType): Promise<RetentionPolicy>;
  fetchPolicySync(matterType: MatterType): RetentionPolicy;
}

export interface DisposalTask {
  documentId: string;
  matterId: string;
  dueOn: Date;
  action: RetentionPolicy['disposal'];
}

export class RetentionService {
  private readonly cache = new Map<MatterType, RetentionPolicy>();

  constructor(
    private readonly store: DocumentStore,
    private readonly policyClient: PolicyClient,
    private readonly audit: AuditLog,
  ) {}

  async getRetentionPolicy(matterType: MatterType): Promise<RetentionPolicy> {
    const cached = this.cache.get(matterType);
    if (cached) {
      return cached;
    }
    const policy = await this.policyClient.fetchPolicy(matterType);
    return policy;
  }

  listDocuments(matterId: string): StoredDocument[] {
    return this.store.byMatter(matterId).filter((d) => !d.deleted);
  }

  async scheduleDisposal(matterId: string, matterType: MatterType, closedOn: Date): Promise<DisposalTask[]> {
    const policy = await this.getRetentionPolicy(matterType);
    const dueOn = addYears(closedOn, policy.years);
    const tasks: DisposalTask[] = [];
    for (const doc of this.listDocuments(matterId)) {
      if (doc.legalHold && policy.legalHoldOverrides) {
        continue;
      }
      tasks.push({ documentId: doc.id, matterId, dueOn, action: policy.disposal });
    }
    await this.audit.record('disposal_scheduled', { matterId, count: tasks.length, dueOn: dueOn.toISOString() });
    return tasks;
  }

  isOverdue(task: DisposalTask, today: Date = new Date()): boolean {
    return isBefore(task.dueOn, today);
  }

  clearCache(): void {
    this.cache.clear();
  }
}
