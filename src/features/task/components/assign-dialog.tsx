/**
 * The assign-to confirmation (spec 02): pick the colleague in a reference combobox (the staff a task
 * can be given to, `GET entities`, found on the server as one types), then confirm with a button that
 * names them ("Assign to An Peeters"), above a line saying which task (or how many) goes to whom.
 * One task: a refusal of the server lands on the field (400) or is said (409: changed meanwhile or
 * no longer allowed). Several (the list's selection): each is assigned alone, the outcome is said
 * per count. Loaded when first opened (zod, react-hook-form, the combobox).
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ComboboxField } from '@/components/form/combobox-field';
import { formDialog } from '@/components/form/form-dialog';
import { SaveForm } from '@/components/form/save-form';
import { useChoices } from '@/components/form/use-choices';
import { useSaveForm } from '@/components/form/use-save-form';
import { taskAssign } from '@/shared/schemas/task';
import { taskQueries } from '../api/task-api';
import { ApiError } from '@/lib/api-error';
import { failureText, useBulkTaskAction, useTaskAction, type BulkOutcome } from '../api/task-mutations';

/** The dialog's rule: someone is chosen (unassigning is not this dialog's). */
const assignTo = z.object({
  assigneeId: taskAssign.shape.assigneeId.refine((id) => id !== null, 'validation.required'),
});

export type AssignTarget = { taskId: number; version: number; label: string };

type Props = {
  /** The task, or the selected tasks, to assign. */
  tasks: readonly AssignTarget[];
  /** After the assignment (with each task's outcome), the dialog closed. */
  onAssigned: (outcome: BulkOutcome, assigneeName: string) => void;
};

function AssignForm({ tasks, onClose, onAssigned }: Props & { onClose: () => void }) {
  const { t } = useTranslation();
  const people = useChoices(
    undefined,
    (text) => taskQueries.entities(text),
    (e) => ({
      id: e.userId,
      label: e.name,
    }),
  );
  const single = useTaskAction();
  const bulk = useBulkTaskAction();
  const nameOf = (id: number | null | undefined) => (id ? (people.known.get(id)?.label ?? `#${id}`) : '');
  const { form, ...saving } = useSaveForm({
    schema: assignTo,
    defaultValues: { assigneeId: null },
    save: async ({ assigneeId }): Promise<BulkOutcome> => {
      const [only] = tasks;
      if (tasks.length === 1 && only) {
        // One task: a 400 lands on the field (useSaveForm); a 409 (changed meanwhile, or no longer
        // allowed) is an outcome the screen says, like a bulk one's.
        try {
          const done = await single.mutateAsync({ task: only, action: 'assignTask', assigneeId });
          return { done: [done], failed: [] };
        } catch (error) {
          if (error instanceof ApiError && error.status === 409)
            return { done: [], failed: [{ taskId: only.taskId, reason: failureText(error) }] };
          throw error;
        }
      }
      return bulk.mutateAsync({ tasks, action: 'assignTask', assigneeId });
    },
    onSaved: (outcome) => {
      onAssigned(outcome, nameOf(form.getValues('assigneeId')));
      onClose();
    },
  });
  const chosen = useWatch({ control: form.control, name: 'assigneeId' });
  const name = nameOf(chosen);
  return (
    <SaveForm
      saving={saving}
      onCancel={onClose}
      saveLabel={name ? t('task:assign.confirmTo', { name }) : t('task:assign.confirm')}
    >
      <ComboboxField
        form={form}
        name="assigneeId"
        label={t('task:assign.to')}
        placeholder={t('task:assign.find')}
        required
        choices={people}
      />
      <p role="status" className="text-sm text-slate-800">
        {name &&
          (tasks.length === 1
            ? t('task:assign.summaryOne', { task: tasks[0]?.label, name })
            : t('task:assign.summaryMany', { count: tasks.length, name }))}
      </p>
    </SaveForm>
  );
}

export const AssignDialog = formDialog(AssignForm, ({ tasks }, t) => ({
  title: t('task:assign.title', { count: tasks.length }),
  description:
    tasks.length === 1
      ? t('task:assign.textOne', { task: tasks[0]?.label })
      : t('task:assign.textMany', { count: tasks.length }),
}));
