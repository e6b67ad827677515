/**
 * The file name a `Content-Disposition` header gives, or null: `filename*=UTF-8''…` (RFC 6266,
 * percent-encoded) first, else `filename="…"` or a bare `filename=…`. Path separators are
 * dropped: a name is never a path.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /filename\s*=\s*([^";]+)/i.exec(header);
    name = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1]?.trim() ?? null;
  }
  const safe = name?.replace(/[/\\]/g, '').trim();
  return safe ? safe : null;
}

/** A downloaded answer as a file to save: its bytes, under the server's name or `fallback`. */
export async function attachmentOf(
  response: Response,
  fallback: string,
): Promise<{ blob: Blob; fileName: string }> {
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  };
}
