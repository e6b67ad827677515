/**
 * The SEPA credit transfer file of a batch: ISO 20022 `pain.001.001.09`, written by sepa.js
 * (kewisch/sepa.js, which also checks IBANs, lengths and amounts), one payment information
 * block debiting the platform's account and one transaction per payslip. Names and remittance
 * go through `sepaText` (the EPC's Latin set); the tests validate the result against the
 * official XSD with xmllint.
 */
import SEPA from 'sepa';
import type { LocalDateTime } from '../../../domain/pay/local-time.ts';
import { SEPA_NAME_MAX, SEPA_REMITTANCE_MAX, sepaText } from '../../../domain/bank/sepa-text.ts';

export const PAIN_FORMAT = 'pain.001.001.09';

export interface SepaTransfer {
  /** At most 35 characters (Max35Text). */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface SepaBatch {
  /** The message id, unique per batch, short enough for the ids derived from it (≤ 27). */
  messageId: string;
  /** The file's creation, as the platform's wall clock reads it. */
  created: LocalDateTime;
  /** `YYYY-MM-DD`: the day the bank is asked to execute it. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly SepaTransfer[];
}

/**
 * sepa.js formats dates with the process's local getters; a Date built from local fields gives
 * back exactly those fields, whatever the process's time zone.
 */
const wallClock = (t: Pick<LocalDateTime, 'year' | 'month' | 'day'> & Partial<LocalDateTime>) =>
  new Date(t.year, t.month - 1, t.day, t.hour ?? 0, t.minute ?? 0, t.second ?? 0);

/** The XML text; throws (sepa.js's English message) when a field is out of the scheme's bounds. */
export function sepaCreditTransfer(batch: SepaBatch): string {
  const doc = new SEPA.Document(PAIN_FORMAT);
  doc.grpHdr.id = batch.messageId;
  doc.grpHdr.created = wallClock(batch.created);
  const debtorName = sepaText(batch.debtor.name, SEPA_NAME_MAX);
  doc.grpHdr.initiatorName = debtorName;

  const info = doc.createPaymentInfo();
  const [year = 0, month = 1, day = 1] = batch.executionDate.split('-').map(Number);
  info.requestedExecutionDate = wallClock({ year, month, day });
  info.debtorName = debtorName;
  info.debtorIBAN = batch.debtor.iban;
  info.debtorBIC = batch.debtor.bic;
  // Sets the block's id from the message id: before any transaction takes its own from it.
  doc.addPaymentInfo(info);

  for (const transfer of batch.transfers) {
    const tx = info.createTransaction();
    tx.end2endId = transfer.endToEndId;
    // Cents to euros is exact to two decimals; sepa.js prints them with toFixed(2).
    tx.amount = transfer.amountCents / 100;
    tx.creditorName = sepaText(transfer.creditorName, SEPA_NAME_MAX);
    tx.creditorIBAN = transfer.creditorIban;
    tx.remittanceInfo = sepaText(transfer.remittance, SEPA_REMITTANCE_MAX);
    info.addTransaction(tx);
  }
  return doc.toString();
}
