/**
 * Device copies of contract PDFs (docs/product-rules.md, « Contracts »): a PDF fetched once is
 * kept in the browser's Cache Storage, under the signed-in user's name, so that her phone opens
 * it again without the network. A signed contract's file never changes; one still to sign is
 * replaced by each new fetch. Signing out with « Se déconnecter » clears them with the rest of
 * the device's data.
 */
const CACHE = 'releve-contracts-v1';

/** The key of a copy: the user's and the contract's ids (never a URL another user could read). */
const keyOf = (userId: string, contractId: string) =>
  `/device-copies/contracts/${encodeURIComponent(userId)}/${encodeURIComponent(contractId)}.pdf`;

const available = () => typeof caches !== 'undefined';

/** Keeps `blob` as the device copy of the contract (silently nothing where Cache Storage is missing). */
export async function keepContractCopy(
  userId: string,
  contractId: string,
  blob: Blob,
  fileName: string,
): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(CACHE);
  await cache.put(
    keyOf(userId, contractId),
    new Response(blob, {
      headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(fileName) },
    }),
  );
}

/** The device copy of the contract, or null when none was kept. */
export async function contractCopy(
  userId: string,
  contractId: string,
): Promise<{ blob: Blob; fileName: string } | null> {
  if (!available()) return null;
  const cache = await caches.open(CACHE);
  const found = await cache.match(keyOf(userId, contractId));
  if (!found) return null;
  const name = found.headers.get('x-file-name');
  return {
    blob: await found.blob(),
    fileName: name ? decodeURIComponent(name) : `contrat-${contractId}.pdf`,
  };
}

/** Forgets every device copy (signing out). */
export async function clearContractCopies(): Promise<void> {
  if (!available()) return;
  await caches.delete(CACHE);
}
