/**
 * Tasks (spec 02 section 7, base /api/task/v2/tasks; docs/domain.md "Tasks"): the list, a task, the
 * categories, the staff a task can be given to (read right), and the writes (edit right): a status
 * move, the payload, execute (or restart) as a job, assign to me, assign. Every write answers the
 * task after it and is heard on the hub (domain tasks). The execution queue with its worker (unless
 * TASK_WORKER=false), and the scheduled subscription check (unless SUBSCRIPTION_CHECK_JOB=false),
 * start with the routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { taskEndpoints } from '../../../src/shared/endpoints/task';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { embeddedProvider } from '../subscription/provider';
import { startSubscriptionCheck } from './subscription-check';
import { listTasks, taskCategories, taskDetail, taskEntities } from './task-read';
import { startTaskWorker } from './task-worker';
import { assignTask, assignTaskToMe, setTaskPayload, setTaskStatus, startExecution } from './task-writes';
import { queueExecution } from './task-execution';

const { read, write } = moduleAccess('tasks', { domain: 'tasks', idKey: 'taskId' });

export const taskRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, jobs, config } = deps;
  const provider =
    deps.subscriptionProvider ?? embeddedProvider(db, { answerDelayMs: config.providerAnswerDelayMs, log: app.log });
  const worker = await startTaskWorker(app, db, jobs, provider, config.taskWorker, config.taskLeaseMs);
  if (config.subscriptionCheckJob) await startSubscriptionCheck(app, db, jobs, provider);
  return registerRoutes(app, taskEndpoints, {
    list: { access: read, handler: (request) => listTasks(db, request.query, callerOf(request)) },
    categories: { access: read, handler: async () => taskCategories() },
    entities: { access: read, handler: (request) => taskEntities(db, request.query) },
    detail: {
      access: read,
      handler: async (request) => found(await taskDetail(db, request.params.id, callerOf(request))),
    },
    setStatus: {
      ...write,
      handler: (request) =>
        setTaskStatus(db, request.params.id, request.query, request.body.version, callerOf(request)),
    },
    payload: { ...write, handler: (request) => setTaskPayload(db, request.params.id, request.body, callerOf(request)) },
    execute: {
      ...write,
      handler: async (request) => {
        const caller = callerOf(request);
        const task = await startExecution(db, request.params.id, request.body.version, caller);
        return queueExecution(db, task, caller, () => worker.enqueue({ taskId: task.taskId, userId: caller.userId }));
      },
    },
    assignToMe: {
      ...write,
      handler: (request) => assignTaskToMe(db, request.params.id, request.body.version, callerOf(request)),
    },
    assign: { ...write, handler: (request) => assignTask(db, request.params.id, request.body, callerOf(request)) },
  });
};
