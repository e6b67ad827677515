import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '../../../../contract/contracts.ts';
import { call, callRaw } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';
import { contractCopy, keepContractCopy } from '../../../offline/contract-copies.ts';
import { attachmentOf } from '../../../ui/content-disposition.ts';

/** The calls whose answers a signature changes. */
const CONTRACT_CALLS = ['listContracts', 'getContract'] as const;

/** GET /contracts?status=…: what awaits the caller's signature, or her signed contracts. */
export const contractsQueryOptions = (status: 'to_sign' | 'signed') =>
  queryOptions(apiQuery('listContracts', { query: { status } }));

/** GET /prestations/{id}/contract */
export const contractQueryOptions = (missionId: string) =>
  queryOptions({ ...apiQuery('getContract', { params: { id: missionId } }), retry: false });

/** PUT /prestations/{id}/contract/sign with the hash of the version read. */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { missionId: string; sha256: string }) =>
      call('signContract', { params: { id: input.missionId }, body: { sha256: input.sha256 } }),
    onSettled: () => invalidateCalls(queryClient, CONTRACT_CALLS),
  });
}

/**
 * The contract's PDF with the bearer token; once fetched, kept on the device so that it opens
 * again offline. Offline (or when the server cannot be reached), the device copy if there is
 * one; else the call's error.
 */
export async function contractPdf(
  userId: string,
  contract: Pick<Contract, 'id' | 'version'>,
): Promise<{ blob: Blob; fileName: string; fromDevice: boolean }> {
  try {
    const response = await callRaw('contractPdf', {
      params: { id: contract.id },
      headers: { Accept: 'application/pdf' },
    });
    const file = await attachmentOf(response, `contrat-v${contract.version}.pdf`);
    await keepContractCopy(userId, contract.id, file.blob, file.fileName).catch(() => undefined);
    return { ...file, fromDevice: false };
  } catch (error) {
    const kept = await contractCopy(userId, contract.id);
    if (kept) return { ...kept, fromDevice: true };
    throw error;
  }
}
