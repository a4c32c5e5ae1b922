/**
 * Files the browser saves. Streaming CSV download with progress. The body is read chunk by chunk so the screen can show
 * "rows of total" (the server sends the total in X-Total-Count) and the user can cancel.
 */
import { apiErrorOf, apiRoot, toSearchParams, type QueryParams } from './http';

export type CsvProgress = { rows: number; total: number | null };

/**
 * Counts CSV records across chunks: a record ends at a line break outside quotes (RFC 4180 lets a
 * quoted cell hold line breaks and doubled quotes). Carry `inQuotes` from one chunk to the next.
 */
export function countRecordEnds(chunk: string, inQuotes: boolean): { ends: number; inQuotes: boolean } {
  let ends = 0;
  let quoted = inQuotes;
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) ends++;
  }
  return { ends, inQuotes: quoted };
}

/** `attachment; filename="products-2026-11-23.csv"` → the file name, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadCsv(
  path: string,
  params: QueryParams,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (p: CsvProgress) => void },
): Promise<void> {
  const query = toSearchParams(params).toString();
  const response = await fetch(`${apiRoot}${path}${query ? `?${query}` : ''}`, {
    credentials: 'include',
    headers: { Accept: 'text/csv', 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  if (!response.ok || !response.body) throw await apiErrorOf(response);
  const totalHeader = response.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  let inQuotes = false;
  onProgress({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    const counted = countRecordEnds(decoder.decode(value, { stream: true }), inQuotes);
    lines += counted.ends;
    inQuotes = counted.inQuotes;
    // The first record is the header row.
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  const blob = new Blob(parts, { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileNameFrom(response.headers.get('Content-Disposition'), 'export.csv'));
}

/** Lets the browser save a file made on the page. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Lets the browser save a file an answer carried as base64 (an invoice's PDF or e-invoice). */
export function saveBase64(base64: string, fileName: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type }), fileName);
}
