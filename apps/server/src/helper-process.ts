import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A process of the shop's own, started on demand for work whose memory must not stay in the shop
 * (decision 053): decoding a 25-megapixel photo, making a 500-order manifest. What the work took
 * (glibc's freed blocks, V8's grown heap, HarfBuzz's WebAssembly memory, which never shrinks) goes
 * when the process ends, which it does when nothing was asked for `idleMs`; the shop's own peak
 * stays where it was. The child is a Node.js program that answers each message `{ id, ...job }`
 * with `{ id, ...answer }` (`answerJobs` below, or plain code run with `node -e`).
 *
 * If the child dies (killed, out of memory, a crash in a native library) or does not answer within
 * `timeoutMs`, every job it had fails with a `HelperStopped` (the request answers an error, never
 * hangs) and the next job starts a new child; the shop stays up.
 */
export interface HelperProcessOptions {
  /** What it is called in errors: 'The photo decoder'. */
  name: string;
  /** Node's arguments (flags and the program) and the child's environment. */
  command: () => { args: string[]; env?: NodeJS.ProcessEnv };
  /** It ends when no job came for this long after the last answer. */
  idleMs: number;
  /** A job not answered in this long ends the child; none by default. */
  timeoutMs?: number;
}

/** The child died or was stopped with a job in hand. */
export class HelperStopped extends Error {
  override name = 'HelperStopped';
}

interface Waiting {
  resolve: (answer: object) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Running {
  child: ChildProcess;
  waiting: Map<number, Waiting>;
  /** Why it was ended by the shop, when it was (a job over its time). */
  endedBecause?: string;
}

export interface HelperProcess<Job extends object, Answer extends object> {
  /** Sends a job to the child (started if need be) and resolves with its answer. */
  ask(job: Job): Promise<Answer>;
  /** The running child's process id, if one runs (tests and the bench read it). */
  pid(): number | undefined;
  /** Jobs sent and not answered yet. */
  waiting(): number;
}

export function helperProcess<Job extends object, Answer extends object>(
  options: HelperProcessOptions,
): HelperProcess<Job, Answer> {
  let running: Running | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): Running {
    const { args, env } = options.command();
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Buffers, dates and maps cross as they are, not as JSON.
      serialization: 'advanced',
      env: env ?? process.env,
    });
    const started: Running = { child, waiting: new Map() };
    child.on('message', (message: { id: number }) => {
      const waiting = started.waiting.get(message.id);
      if (!waiting) return;
      started.waiting.delete(message.id);
      clearTimeout(waiting.timer);
      if (started.waiting.size === 0) idle(started);
      const { id: _id, ...answer } = message;
      waiting.resolve(answer);
    });
    const stopped = (why: string) => {
      if (running === started) running = undefined;
      const error = new HelperStopped(`${options.name} stopped (${started.endedBecause ?? why})`);
      for (const waiting of started.waiting.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(error);
      }
      started.waiting.clear();
    };
    child.on('error', (error) => stopped(error.message));
    child.on('exit', (code, signal) => stopped(signal ?? `code ${code}`));
    // Neither the child nor its channel keeps the shop running; a waiting job refs the channel.
    child.unref();
    child.channel?.unref();
    return started;
  }

  /** After the last answer: the channel stops holding the shop, and the child ends if nothing comes. */
  function idle(idled: Running) {
    idled.child.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (running === idled && idled.waiting.size === 0) {
        running = undefined;
        idled.child.disconnect();
      }
    }, options.idleMs).unref();
  }

  function ask(job: Job): Promise<Answer> {
    clearTimeout(idleTimer);
    running ??= start();
    const asked = running;
    const id = nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const waiting: Waiting = { resolve: resolve as (answer: object) => void, reject };
      if (options.timeoutMs)
        waiting.timer = setTimeout(() => {
          asked.endedBecause = `no answer within ${options.timeoutMs! / 1000} s`;
          asked.child.kill('SIGKILL');
        }, options.timeoutMs);
      asked.waiting.set(id, waiting);
      asked.child.channel?.ref();
      asked.child.send({ ...job, id }, (error) => {
        if (!error || !asked.waiting.delete(id)) return;
        clearTimeout(waiting.timer);
        reject(error);
      });
    });
  }

  return { ask, pid: () => running?.child.pid, waiting: () => running?.waiting.size ?? 0 };
}

/**
 * The child's side, for a helper written in TypeScript: answers each job with `work`'s answer
 * (`{ ok: true, ...answer }`) or, when it throws, `{ ok: false, message }`, one job at a time so
 * two jobs never hold their memory together; exits when the shop goes or lets it go.
 */
export function answerJobs<Job, Answer extends object>(work: (job: Job) => Promise<Answer>) {
  process.on('disconnect', () => process.exit(0));
  let turn: Promise<unknown> = Promise.resolve();
  process.on('message', (message: Job & { id: number }) => {
    turn = turn.then(() =>
      work(message).then(
        (answer) => process.send!({ ...answer, ok: true, id: message.id }),
        (error: unknown) =>
          process.send!({
            ok: false,
            id: message.id,
            message: error instanceof Error ? error.message : String(error),
          }),
      ),
    );
  });
}
