/**
 * The parts of the ASP.NET Core SignalR protocol the hub speaks, as pure functions: the JSON hub
 * protocol (records ended by the 0x1E record separator), its handshake, and the messages the
 * server sends (invocation without an id, ping, close, completion with an error).
 * References: aspnetcore/src/SignalR/docs/specs/HubProtocol.md and TransportProtocols.md.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

const KNOWN_TYPES = new Set<number>(Object.values(MessageType));

/** One record: the JSON text and the separator. */
export const record = (message: object) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

/** A server-to-client call of a client method, fire and forget (no invocationId). */
export const invocation = (target: string, ...args: unknown[]) =>
  record({ type: MessageType.Invocation, target, arguments: args });

export const PING = record({ type: MessageType.Ping });

/** Close: with an error the client reports it; allowReconnect lets an auto-reconnecting client retry. */
export const closeMessage = (error?: string, allowReconnect?: boolean) =>
  record({
    type: MessageType.Close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });

export const completionError = (invocationId: string, error: string) =>
  record({ type: MessageType.Completion, invocationId, error });

export const HANDSHAKE_OK = record({});
export const handshakeError = (error: string) => record({ error });

/** Complete records out of buffered text, and the incomplete rest (kept for the next frame). */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The handshake request `{"protocol":"json","version":1}`: accepted, or the error to answer. */
export function parseHandshake(text: string): { ok: true } | { ok: false; error: string } {
  const value = parseJson(text);
  if (!isObject(value) || typeof value.protocol !== 'string' || typeof value.version !== 'number')
    return { ok: false, error: 'Handshake request is not valid.' };
  if (value.protocol !== 'json') return { ok: false, error: `The protocol '${value.protocol}' is not supported.` };
  if (value.version !== 1)
    return { ok: false, error: `The server does not support version ${value.version} of the 'json' protocol.` };
  return { ok: true };
}

export type ClientMessage = { type: number; invocationId?: string; target?: string };

/** A message from the client, or null when it is not a hub protocol message (garbage). */
export function parseMessage(text: string): ClientMessage | null {
  const value = parseJson(text);
  if (!isObject(value) || typeof value.type !== 'number' || !KNOWN_TYPES.has(value.type)) return null;
  if (value.invocationId !== undefined && typeof value.invocationId !== 'string') return null;
  if (value.target !== undefined && typeof value.target !== 'string') return null;
  return {
    type: value.type,
    ...(typeof value.invocationId === 'string' ? { invocationId: value.invocationId } : {}),
    ...(typeof value.target === 'string' ? { target: value.target } : {}),
  };
}
