/**
 * The drafts' changes on the client: start a month run or a simulation, recalculate, approve (one,
 * selected or all matching, slice by slice with progress), make a simulation's drafts real, delete
 * drafts or lines. Each refreshes the invoices domain, which shows in the drafts, companies and
 * contracts (the catalogue's `shownIn`: one invalidation, each query fetched once). Apart from
 * the query factory (draft-api.ts), so a page that only reads does not load them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call } from '@/lib/http';
import { invalidateDomain } from '@/lib/query-client';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { invoiceEndpoints, invoiceRunEndpoints as run } from '@/shared/endpoints/invoice';
import type { ApproveBulk, ApproveOutcomes } from '@/shared/schemas/invoice';
import { withStartedRun } from '../draft-search';
import { draftQueries } from './draft-api';

export type StartedRun = { requestId: number; month: string; simulation: boolean };

/**
 * Once the server accepted a run (its request id), the runs the screen holds list it as pending at
 * once (withStartedRun), and `onStarted` (the screen's alert) runs then too, both before the
 * refresh of what the run changes (which the mutation awaits) brings its progress.
 */
function useShowStartedRun(onStarted?: (started: StartedRun) => void) {
  const queryClient = useQueryClient();
  return (started: StartedRun) => {
    queryClient.setQueryData(draftQueries.runs().queryKey, (runs) => withStartedRun(runs, started));
    onStarted?.(started);
  };
}

/** A month run (real or simulated): answers its request id; the worker does it in the background. */
export function useStartRun(onStarted?: (started: StartedRun) => void) {
  const showStarted = useShowStartedRun(onStarted);
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ month, simulation }: { month: string; simulation: boolean }) =>
      call(simulation ? run.simulateMonth : run.runMonth, { body: { month } }),
    onSuccess: ({ requestId }, { month, simulation }) => showStarted({ requestId, month, simulation }),
  });
}

/** A simulation again from scratch (after a price fix): a new run of its month. */
export function useRecalculateSimulation(onStarted?: (started: StartedRun) => void) {
  const showStarted = useShowStartedRun(onStarted);
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (month: string) => call(run.recalculateSimulation, { body: { month } }),
    onSuccess: ({ requestId }, month) => showStarted({ requestId, month, simulation: true }),
  });
}

/** Prices of drafts again from the product rules, an outcome per draft. */
export function useRecalculateDrafts() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (invoiceIds: number[]) => call(run.recalculate, { body: { invoiceIds } }),
  });
}

/** A simulation's drafts made real drafts, an outcome per draft. */
export function useMakeReal() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (invoiceIds: number[]) => call(run.approveSimulations, { body: { invoiceIds } }),
  });
}

/** One draft approved at the version on screen (a 409 when a colleague changed it meanwhile). */
export function useApproveDraft() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call(run.approve, { params: { id }, body: { version } }),
  });
}

/** Drafts (real or a simulation's) deleted one by one: how many went, and the ids that could not. */
export function useDeleteDrafts() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: async ({ ids, simulation }: { ids: number[]; simulation: boolean }) => {
      const failed: number[] = [];
      for (const id of ids) {
        try {
          await call(simulation ? invoiceEndpoints.deleteSimulation : invoiceEndpoints.deleteDraft, { params: { id } });
        } catch {
          failed.push(id);
        }
      }
      return { deleted: ids.length - failed.length, failed };
    },
  });
}

/** Lines of a draft deleted (their items free to be invoiced again): answers the draft as it is now. */
export function useDeleteDraftLines() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ id, lineIds }: { id: number; lineIds: number[] }) =>
      call(invoiceEndpoints.deleteDraftLines, { params: { id }, query: { lineIds } }),
  });
}

/** Drafts approved per call: small enough that the progress moves, large enough to be quick. */
export const APPROVAL_SLICE = 25;

export type ApprovalProgress = {
  status: 'running' | 'done' | 'stopped' | 'error';
  done: number;
  total: number;
  outcomes: ApproveOutcomes;
};

/**
 * Approval of many drafts, slice by slice: the selected ones (`ids`) or every draft matching the
 * list's filters (`filters`, the server's bulk call with a limit, leaving out the ones that failed
 * before). The progress (drafts done of the total) and the outcome per draft grow after each slice;
 * stop() ends it after the slice under way (approved drafts stay approved: each is its own
 * transaction on the server). The lists refresh once, at the end, not after every slice.
 */
export function useSlicedApproval() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ApprovalProgress | null>(null);
  const stopped = useRef(false);

  async function start(target: { ids: number[] } | { filters: ApproveBulk; total: number }) {
    stopped.current = false;
    const outcomes: ApproveOutcomes = { approved: [], failed: [] };
    let total = 'ids' in target ? target.ids.length : target.total;
    const show = (status: ApprovalProgress['status']) =>
      setProgress({
        status,
        done: outcomes.approved.length + outcomes.failed.length,
        total,
        outcomes: { approved: [...outcomes.approved], failed: [...outcomes.failed] },
      });
    show('running');
    try {
      for (let offset = 0; ; offset += APPROVAL_SLICE) {
        if (stopped.current) return show('stopped');
        let remaining: number;
        if ('ids' in target) {
          const slice = target.ids.slice(offset, offset + APPROVAL_SLICE);
          if (slice.length === 0) break;
          const answer = await call(run.approveSelected, { body: { invoiceIds: slice } });
          outcomes.approved.push(...answer.approved);
          outcomes.failed.push(...answer.failed);
          remaining = target.ids.length - offset - slice.length;
        } else {
          const exceptIds = outcomes.failed.map((f) => f.invoiceId);
          const answer = await call(run.approveBulk, {
            body: { ...target.filters, limit: APPROVAL_SLICE, ...(exceptIds.length ? { exceptIds } : {}) },
          });
          outcomes.approved.push(...answer.approved);
          outcomes.failed.push(...answer.failed);
          remaining = answer.remaining;
          // Drafts a run added meanwhile count too: the total is what is done plus what is left.
          total = outcomes.approved.length + outcomes.failed.length + remaining;
          if (answer.approved.length + answer.failed.length === 0) break;
        }
        show('running');
        if (remaining === 0) break;
      }
      show('done');
    } catch (error) {
      show('error');
      throw error;
    } finally {
      void invalidateDomain(queryClient, 'invoices');
    }
  }

  return {
    progress,
    start,
    stop: () => {
      stopped.current = true;
    },
    dismiss: () => setProgress(null),
  };
}
