/**
 * One request/answer layer for every worker of ours (in the manner of Signal's MainSQL and Actual's
 * connection): each call carries a sequence number and its answer settles the promise waiting on
 * that number. Both ends are the same endpoint; each serves the calls and hears the events its side
 * of the contract lists, and may call the other's.
 *
 * What arrives is checked here, in one place, against the contract: the worker is ours, but a
 * message is still data from another context. A message that does not parse is dropped; a call
 * whose answer cannot be read, whose other side stopped, or whose server threw settles as a
 * failure value, never hangs and never rejects. Errors cross as data and nothing is compared by
 * identity: what crosses postMessage is a copy.
 */
import { z } from './zod';
import { assertNever } from './assert-never';
import { errorMessage } from './errors';

/** What an endpoint needs of a Worker, a worker's `self` or a MessagePort. */
export interface Port {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** A call a side serves. */
export interface Method {
  args: z.ZodMiniType;
  result: z.ZodMiniType;
  /** The buffers of a result to move to the caller rather than copy (they are unusable here after). */
  transfer?(result: never): ArrayBuffer[];
}

/** One side of a contract: the calls it serves and the one-way events it hears. */
export interface Side {
  calls: Record<string, Method>;
  events: Record<string, z.ZodMiniType>;
}

/** Why a call did not get its result. */
export type RpcFailure =
  /** The serving side threw (a defect over there), or the message could not be sent. */
  | { kind: 'failed'; message: string }
  /** The call's arguments (there) or its answer (here) did not match the contract. */
  | { kind: 'unreadable'; message: string }
  /** The other side stopped (its worker died) before it answered. */
  | { kind: 'lost'; message: string }
  /** The call was cancelled before it was sent. */
  | { kind: 'aborted' };

export type RpcResult<T> = { ok: true; value: T } | { ok: false; error: RpcFailure };

type Calls<S extends Side> = keyof S['calls'] & string;
type Events<S extends Side> = keyof S['events'] & string;

/** The calls and events of `Mine`, as the code that serves them. */
export interface Handlers<Mine extends Side> {
  calls: {
    [K in Calls<Mine>]: (
      args: z.output<Mine['calls'][K]['args']>,
      context: { signal: AbortSignal },
    ) => z.input<Mine['calls'][K]['result']> | Promise<z.input<Mine['calls'][K]['result']>>;
  };
  events: { [K in Events<Mine>]: (data: z.output<Mine['events'][K]>) => void };
}

export interface Endpoint<Theirs extends Side> {
  /**
   * Calls the other side. The signal, when it fires, cancels the call there (its handler's signal
   * fires); the call still settles with what the other side answers to that.
   */
  call<K extends Calls<Theirs>>(
    method: K,
    args: z.input<Theirs['calls'][K]['args']>,
    options?: { signal?: AbortSignal },
  ): Promise<RpcResult<z.output<Theirs['calls'][K]['result']>>>;
  /** Tells the other side something that needs no answer. */
  emit<K extends Events<Theirs>>(name: K, data: z.input<Theirs['events'][K]>): void;
  /** Whether the other side has said anything yet: each end says hello as it connects. */
  readonly heard: boolean;
  /** Stops listening; every call still waiting settles as lost, with why, and so does every later one. */
  close(why: string): void;
}

const seq = z.int();
const wire = z.discriminatedUnion('rpc', [
  z.object({ rpc: z.literal('hello') }),
  z.object({ rpc: z.literal('call'), seq, method: z.string(), args: z.unknown() }),
  z.object({ rpc: z.literal('abort'), seq }),
  z.object({ rpc: z.literal('answer'), seq, answer: z.unknown() }),
  z.object({ rpc: z.literal('event'), name: z.string(), data: z.unknown() }),
]);
type Wire = z.infer<typeof wire>;

/** The failures that cross from the serving side; the others arise here. */
const sentFailure = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('failed'), message: z.string() }),
  z.object({ kind: z.literal('unreadable'), message: z.string() }),
]);

/** An endpoint seen from inside, where methods and events are looked up by name. */
interface LooseMethod {
  args: z.ZodMiniType;
  result: z.ZodMiniType;
  transfer?(result: unknown): ArrayBuffer[];
}
interface Loose {
  calls: Record<string, LooseMethod>;
  events: Record<string, z.ZodMiniType>;
}
interface LooseHandlers {
  calls: Record<string, (args: unknown, context: { signal: AbortSignal }) => unknown>;
  events: Record<string, (data: unknown) => void>;
}
interface LooseEndpoint {
  call(method: string, args: unknown, options?: { signal?: AbortSignal }): Promise<RpcResult<unknown>>;
  emit(name: string, data: unknown): void;
  readonly heard: boolean;
  close(why: string): void;
}

/** Connects to the other side over `port`: serves `mine` with `serve`, and returns the way to call `theirs`. */
export function connect<Mine extends Side, Theirs extends Side>(
  port: Port,
  mine: Mine,
  theirs: Theirs,
  serve: Handlers<Mine>,
): Endpoint<Theirs>;
export function connect(port: Port, mine: Loose, theirs: Loose, serve: LooseHandlers): LooseEndpoint {
  let nextSeq = 0;
  let heard = false;
  let closed: string | null = null;
  /** Our calls waiting for their answer. */
  const waiting = new Map<number, { answer: z.ZodMiniType<RpcResult<unknown>>; settle: (result: RpcResult<unknown>) => void }>();
  /** The shape of each method's answer, made once. */
  const answers = new Map<string, z.ZodMiniType<RpcResult<unknown>>>();
  const answerOf = (name: string, method: LooseMethod): z.ZodMiniType<RpcResult<unknown>> => {
    let schema = answers.get(name);
    if (schema === undefined) {
      schema = z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true), value: method.result }),
        z.object({ ok: z.literal(false), error: sentFailure }),
      ]);
      answers.set(name, schema);
    }
    return schema;
  };
  /** Their calls we serve, by their number: aborted when they cancel. */
  const serving = new Map<number, AbortController>();

  const post = (message: Wire, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

  const answer = (
    call: number,
    result: { ok: true; value: unknown } | { ok: false; error: z.infer<typeof sentFailure> },
    transfer: ArrayBuffer[],
  ) => {
    if (closed !== null) return;
    try {
      post({ rpc: 'answer', seq: call, answer: result }, transfer);
    } catch (cause) {
      // A result that cannot be copied still answers the call, as a failure: nothing waits for good.
      post({ rpc: 'answer', seq: call, answer: { ok: false, error: { kind: 'failed', message: errorMessage(cause) } } });
    }
  };

  async function serveCall(call: number, name: string, args: unknown): Promise<void> {
    const method = Object.hasOwn(mine.calls, name) ? mine.calls[name] : undefined;
    const handler = Object.hasOwn(serve.calls, name) ? serve.calls[name] : undefined;
    if (method === undefined || handler === undefined) {
      answer(call, { ok: false, error: { kind: 'unreadable', message: `no se atiende «${name}»` } }, []);
      return;
    }
    const parsed = method.args.safeParse(args);
    if (!parsed.success) {
      answer(call, { ok: false, error: { kind: 'unreadable', message: `argumentos ilegibles para «${name}»` } }, []);
      return;
    }
    const controller = new AbortController();
    serving.set(call, controller);
    try {
      const value = await handler(parsed.data, { signal: controller.signal });
      answer(call, { ok: true, value }, method.transfer?.(value) ?? []);
    } catch (cause) {
      answer(call, { ok: false, error: { kind: 'failed', message: errorMessage(cause) } }, []);
    } finally {
      serving.delete(call);
    }
  }

  function settle(call: number, data: unknown): void {
    const asked = waiting.get(call);
    if (asked === undefined) return;
    waiting.delete(call);
    const parsed = asked.answer.safeParse(data);
    asked.settle(parsed.success ? parsed.data : { ok: false, error: { kind: 'unreadable', message: 'respuesta ilegible' } });
  }

  const onMessage = (event: { data: unknown }): void => {
    const parsed = wire.safeParse(event.data);
    if (!parsed.success) return;
    heard = true;
    const message = parsed.data;
    switch (message.rpc) {
      case 'hello':
        return;
      case 'call':
        // serveCall answers whatever happens; only a port that cannot post at all could escape,
        // and then there is no one left to tell.
        serveCall(message.seq, message.method, message.args).catch(() => undefined);
        return;
      case 'abort':
        serving.get(message.seq)?.abort();
        return;
      case 'answer':
        settle(message.seq, message.answer);
        return;
      case 'event': {
        const schema = Object.hasOwn(mine.events, message.name) ? mine.events[message.name] : undefined;
        const listener = Object.hasOwn(serve.events, message.name) ? serve.events[message.name] : undefined;
        const data = schema?.safeParse(message.data);
        if (data?.success === true) listener?.(data.data);
        return;
      }
      default:
        assertNever(message);
    }
  };
  port.addEventListener('message', onMessage);
  post({ rpc: 'hello' });

  return {
    call(name, args, options) {
      const method = Object.hasOwn(theirs.calls, name) ? theirs.calls[name] : undefined;
      if (method === undefined) return Promise.resolve({ ok: false, error: { kind: 'failed', message: `no hay «${name}»` } });
      if (closed !== null) return Promise.resolve({ ok: false, error: { kind: 'lost', message: closed } });
      const signal = options?.signal;
      if (signal?.aborted === true) return Promise.resolve({ ok: false, error: { kind: 'aborted' } });
      const call = ++nextSeq;
      const onAbort = (): void => {
        if (closed === null) post({ rpc: 'abort', seq: call });
      };
      return new Promise<RpcResult<unknown>>((resolve) => {
        waiting.set(call, {
          answer: answerOf(name, method),
          settle: (result) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(result);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          post({ rpc: 'call', seq: call, method: name, args });
        } catch (cause) {
          waiting.get(call)?.settle({ ok: false, error: { kind: 'failed', message: errorMessage(cause) } });
          waiting.delete(call);
        }
      });
    },
    emit(name, data) {
      if (closed === null) post({ rpc: 'event', name, data });
    },
    get heard() {
      return heard;
    },
    close(why) {
      if (closed !== null) return;
      closed = why;
      port.removeEventListener('message', onMessage);
      for (const controller of serving.values()) controller.abort();
      const lost = [...waiting.values()];
      waiting.clear();
      for (const asked of lost) asked.settle({ ok: false, error: { kind: 'lost', message: why } });
    },
  };
}
