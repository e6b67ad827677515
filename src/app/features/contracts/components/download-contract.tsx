import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { Contract } from '../../../../contract/contracts.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { contractPdf } from '../api/contracts.ts';
import { fr } from '../fr.ts';

/** « Télécharger le PDF »: from the server, or the device's copy offline. */
export function DownloadContractButton({
  contract,
  className = 'button button--ghost',
}: {
  contract: Pick<Contract, 'id' | 'version' | 'status'>;
  className?: string;
}) {
  const user = useSignedInUser();
  const [busy, setBusy] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      const file = await contractPdf(user.id, contract);
      if (file.fromDevice) toast.info(fr.offlineCopy);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(navigator.onLine ? errorMessage(error, fr.downloadFailed) : fr.noOfflineCopy);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={className}
      onClick={() => void onDownload()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? fr.downloading : contract.status === 'signed' ? fr.downloadSealed : fr.download}
    </button>
  );
}
