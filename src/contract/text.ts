/**
 * Single-line text (names, mission names, addresses, phone…): no CR, LF, tab or any other
 * control character inside (Unicode category Cc: C0, DEL, C1). Surrounding whitespace is
 * trimmed by each field first; what remains must fit on one line, so that no consumer (a CSV,
 * an e-mail header, an iCal line, a log) ever meets a line break it did not expect. Server and
 * browser check it with the same schemas.
 */
export const SINGLE_LINE = /^\P{Cc}*$/u;

/** « Le prénom doit tenir sur une ligne (… ) » for the field named `label`. */
export const singleLineMessage = (label: string) =>
  `${label} doit tenir sur une ligne, sans retour à la ligne, tabulation ni caractère de contrôle.`;
