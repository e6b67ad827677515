import { Id } from './common.ts';
import { z } from './z.ts';

export const ContractStatus = z.enum(['to_sign', 'signed', 'void']);

/** What a version says, for the reading view (the PDF says the same). Amounts in euros. */
export const ContractTermsView = z.object({
  drawn_at: z.string(),
  institution: z.object({ name: z.string(), address: z.string(), siret: z.string().nullable() }),
  professional: z.object({ name: z.string(), role: z.string(), rpps: z.string().nullable() }),
  mission: z.object({
    name: z.string(),
    place: z.string(),
    start: z.string(),
    end: z.string(),
    minutes: z.number().int(),
    required_role: z.string(),
  }),
  bands: z.array(
    z.object({
      band: z.string(),
      label: z.string(),
      hours: z.number(),
      rate: z.number(),
      amount: z.number(),
    }),
  ),
  travel_fee: z.number(),
  estimated_pay: z.number(),
  commission_rate: z.number(),
  commission: z.number(),
  /** The planned pay without the travel fee: what a late cancellation's share is taken of. */
  planned_pay: z.number(),
  half_compensation: z.number(),
  full_compensation: z.number(),
});
export type ContractTermsView = z.infer<typeof ContractTermsView>;

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
  terms: ContractTermsView,
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
