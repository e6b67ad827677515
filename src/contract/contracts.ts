import { Id } from './common.ts';
import { z } from './z.ts';

export const ContractStatus = z.enum(['to_sign', 'signed', 'void']);

/** A mission's contract (« Contrat de mission »), one version of it. */
export const Contract = z.object({
  id: z.string(),
  prestation_id: z.string(),
  version: z.number().int(),
  status: ContractStatus,
  /** SHA-256 (hex) of the PDF to read and sign: the signer sends it back. */
  sha256: z.string(),
  professional_signed_at: z.string().nullable(),
  institution_signed_at: z.string().nullable(),
  /** `/api/contracts/{id}.pdf`: the PDF (sealed once both signed), to the same people only. */
  pdf_url: z.string(),
});
export type Contract = z.infer<typeof Contract>;

/** A contract in a list: with its mission and both parties named. */
export const ContractListItem = Contract.extend({
  prestation_name: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  professional_name: z.string(),
  institution_name: z.string(),
});
export type ContractListItem = z.infer<typeof ContractListItem>;
export const ContractList = z.array(ContractListItem);

export const ContractListQuery = z.object({
  /** `to_sign` (the default): those still awaiting the caller's signature; `signed`: sealed ones. */
  status: z.enum(['to_sign', 'signed']).optional(),
});

/** `PUT /prestations/{id}/contract/sign`: the hash of the version the signer read. */
export const SignContractBody = z.object({
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Empreinte SHA-256 invalide (64 caractères hexadécimaux attendus).'),
});

/** `/contracts/{id}.pdf` */
export const ContractPdfParams = z.object({ id: Id });
export const PdfBytes = z.string().describe('Document PDF.');
