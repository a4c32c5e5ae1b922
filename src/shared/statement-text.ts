/**
 * A bank statement file's text as it arrives (CODA or CAMT.053): UTF-8 when it is, else Latin-1 as
 * Belgian banks write it. Read by the server's parsers and the upload dialog's preview alike.
 */
export function decodeStatementText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return new TextDecoder('latin1').decode(input);
  }
}
