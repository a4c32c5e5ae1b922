/**
 * A real SMTP server (smtp-server) on a free local port for the delivery tests. It keeps every
 * message it accepted (recipients, raw text, Message-ID). `hold()` makes it take the next messages
 * without ever answering them (a send in flight: the sender waits), `release()` answers as usual again.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string; messageId: string | null };

export async function smtpSink() {
  const received: Received[] = [];
  let holding = false;
  /** Messages taken but not answered while holding: their senders are still waiting. */
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          held++;
          return;
        }
        const raw = Buffer.concat(chunks).toString();
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID: (\S+)/im.exec(raw)?.[1] ?? null,
        });
        callback();
      });
    },
  });
  // A sender that went away while its message was held is no error here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
