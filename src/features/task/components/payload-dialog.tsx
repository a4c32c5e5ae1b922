/**
 * The payload modal (spec 02 "task detail with payload modal"): the task's payload as JSON in an
 * editor, judged as it is typed by its category's own schema (the server's), each problem shown on
 * the field with where it is ("Recipients (2): Enter a valid e-mail address."), once the field was
 * left or a save tried. A save sends the whole payload on the version read: the server's refusal
 * lands on the field the same way (400 `payload.…`), a colleague's change (409) keeps what was typed
 * and offers their version or mine. Loaded only when opened (zod, the schemas, the editor).
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { RequiredMark, labelClass, useFieldParts } from '@/components/form/field';
import { JsonEditor } from '@/components/form/json-editor';
import { Button } from '@/components/ui/button';
import { Modal, modalFooterClass } from '@/components/ui/modal';
import { alertError, showAlert } from '@/lib/alerts';
import { ApiError, conflictRecord, messageValues, splitMessage } from '@/lib/api-error';
import { DEFAULT_NAMESPACE, VALIDATION_NAMESPACE } from '@/lib/i18n';
import { TASK_REFUSALS } from '@/shared/constants/task';
import { taskPayloadSchemas, type TaskDetail } from '@/shared/schemas/task';
import { failureText, useSaveTaskPayload } from '../api/task-mutations';
import { judgePayload, payloadText, serverIssues, type PayloadIssue } from '../payload-check';
import { readableKey } from './payload-facts';

type Props = { task: TaskDetail; open: boolean; onClose: () => void };

export function PayloadDialog({ task, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      width={720}
      title={t('task:payload.title')}
      description={t('task:payload.description', {
        category: t(`task:categories.${task.category}`),
        subject: task.subject.label,
      })}
    >
      {open && <PayloadForm key={`${task.taskId}-${task.version}`} task={task} onClose={onClose} />}
    </Modal>
  );
}

// The common texts first (bare keys such as actions.save are theirs), then the task's and the rules' texts.
const NAMESPACES = [DEFAULT_NAMESPACE, 'task', VALIDATION_NAMESPACE];

function PayloadForm({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const id = useId();
  const { t } = useTranslation(NAMESPACES, { useSuspense: false });
  const save = useSaveTaskPayload(task.taskId);
  const editor = useRef<{ focus: () => void }>(null);
  const [text, setText] = useState(() => payloadText(task.payload));
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<PayloadIssue[] | null>(null);
  // The version the next save is based on: the one read, or a colleague's after "keep mine".
  const [version, setVersion] = useState(task.version);
  const [theirs, setTheirs] = useState<TaskDetail | null>(null);
  const judged = useMemo(() => judgePayload(text, taskPayloadSchemas[task.category]), [text, task.category]);
  const issues = refused ?? (touched ? judged.issues : []);

  const label = (path: readonly (string | number)[]) =>
    path
      .map((p) =>
        typeof p === 'number'
          ? `(${p + 1})`
          : t(`task:payloadFields.${p}`, { defaultValue: readableKey(p), ns: NAMESPACES }),
      )
      .join(' ');
  const message = (code: string) => {
    const { code: key, vars } = splitMessage(code);
    return t(key, { ...messageValues(vars), ns: NAMESPACES });
  };
  const { a11y, labelId, notes } = useFieldParts({
    id: `${id}-payload`,
    required: true,
    hint: t('task:payload.hint', { category: t(`task:categories.${task.category}`) }),
  });
  const errorId = `${a11y.id}-issues`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (judged.payload === null) {
      editor.current?.focus();
      return;
    }
    try {
      await save.mutateAsync({ version, payload: judged.payload });
      showAlert('success', t('task:payload.saved'));
      onClose();
    } catch (error) {
      const current = conflictRecord<TaskDetail>(error, (r) => r.taskId === task.taskId);
      const refusal = error instanceof ApiError && (TASK_REFUSALS as readonly string[]).includes(error.errorMessage);
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        const { issues: found, other } = serverIssues(error.fieldErrors);
        if (found.length) {
          setRefused(found);
          editor.current?.focus();
        }
        if (Object.keys(other).length) alertError(new ApiError(400, error.errorMessage, other));
      } else if (current && !refusal) {
        // A colleague saved first: what was typed stays, beside their version.
        setTheirs(current);
      } else if (refusal) {
        // Its status no longer allows it (it is being executed, or was resolved meanwhile).
        showAlert('warning', failureText(error));
        onClose();
      } else alertError(error);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="-mb-5 flex min-h-0 flex-1 flex-col">
      <div className="-mx-5 flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-5 pt-1 pb-4">
        <div className="flex items-end justify-between gap-3">
          {/* The editor's region is not a form control: a click on its label focuses it. */}
          <label id={labelId} htmlFor={a11y.id} className={labelClass} onClick={() => editor.current?.focus()}>
            {t('task:payload.label')}
            <RequiredMark required />
          </label>
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            disabled={judged.payload === null}
            onClick={() => judged.payload && setText(payloadText(judged.payload))}
          >
            {t('task:payload.format')}
          </Button>
        </div>
        <JsonEditor
          ref={editor}
          value={text}
          onChange={(next) => {
            setText(next);
            setRefused(null);
          }}
          onBlur={() => setTouched(true)}
          labelId={labelId}
          a11y={{
            ...a11y,
            'aria-invalid': issues.length ? true : undefined,
            'aria-describedby':
              [a11y['aria-describedby'], issues.length ? errorId : null].filter(Boolean).join(' ') || undefined,
          }}
        />
        {notes}
        {issues.length > 0 && (
          <ul id={errorId} className="flex flex-col gap-0.5 text-sm text-red-700" data-testid="payload-issues">
            {issues.map((issue, i) => (
              <li key={i}>
                {issue.path.length ? `${label(issue.path)}: ${message(issue.code)}` : message(issue.code)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`${modalFooterClass} -mx-5 flex flex-col gap-3`}>
        {theirs && (
          <ConflictNotice
            onUseTheirs={() => {
              setText(payloadText(theirs.payload));
              setVersion(theirs.version);
              setTheirs(null);
            }}
            onKeepMine={() => {
              setVersion(theirs.version);
              setTheirs(null);
            }}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
