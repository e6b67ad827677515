import { fr } from './fr.ts';

/** What « Proposer un échange » sends, as typed: the body of POST /exchanges. */
export interface ProposalValues {
  prestation_id: string;
  to_user_id: string;
  reason: string;
}

/**
 * The choices still to make, worded for a person under each select (the contract's schema,
 * run next, would only say « Identifiant manquant. »). Empty when both are made.
 */
export function missingChoices(
  values: ProposalValues,
): Partial<Record<keyof ProposalValues, string>> {
  const errors: Partial<Record<keyof ProposalValues, string>> = {};
  if (!values.prestation_id) errors.prestation_id = fr.missionRequired;
  if (!values.to_user_id) errors.to_user_id = fr.colleagueRequired;
  return errors;
}
