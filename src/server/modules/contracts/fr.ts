/** The French words of contracts: the PDF, the answers, the notifications. */
export const contractsFr = {
  notFound: 'Contrat introuvable.',
  noContract: 'Aucun contrat pour cette prestation.',
  stale: 'Le contrat a changé depuis votre lecture : relisez la nouvelle version avant de signer.',
  notToSign: 'Ce contrat n’est plus à signer.',
  notSigner: 'Seuls le professionnel de la mission et son établissement signent ce contrat.',
  pdfFilename: (name: string, version: number) =>
    `contrat-${name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()}-v${version}.pdf`,
  notify: {
    signedBy: (who: string, mission: string) => `${who} a signé le contrat de « ${mission} ».`,
    signed: (mission: string) =>
      `Le contrat de « ${mission} » est signé par les deux parties : le PDF scellé est disponible.`,
    signedSubject: 'Contrat de mission signé',
    unsigned: (mission: string, institution: string, professional: string, missing: string) =>
      `Le contrat de « ${mission} » (${institution}, ${professional}) n’est toujours pas signé deux jours ouvrés après son établissement : il manque ${missing}.`,
    unsignedSubject: 'Contrat de mission non signé',
    missingProfessional: 'la signature du professionnel',
    missingInstitution: 'la signature de l’établissement',
    missingBoth: 'les deux signatures',
  },
  seal: {
    reason: 'Contrat de mission signé par les deux parties',
    location: 'France',
    name: 'Relève',
  },
  pdf: {
    title: 'Contrat de mission',
    version: (version: number, drawnAt: string) => `Version ${version} — établie le ${drawnAt}`,
    parties: 'Les parties',
    institution: 'L’établissement',
    professional: 'Le professionnel',
    siret: (siret: string | null) => `SIRET : ${siret ?? 'non communiqué'}`,
    rpps: (rpps: string | null) => `RPPS : ${rpps ?? 'non communiqué'}`,
    platform:
      'Mission proposée par l’intermédiaire de la plateforme Relève, qui perçoit une commission sur la rémunération.',
    mission: 'La mission',
    missionName: 'Intitulé',
    place: 'Lieu',
    start: 'Début prévu',
    end: 'Fin prévue',
    duration: 'Durée prévue',
    requiredRole: 'Profil recherché',
    description: 'Description',
    pay: 'Rémunération',
    band: 'Tranche',
    time: 'Durée',
    rate: 'Taux horaire',
    amount: 'Montant',
    travelFee: 'Frais de déplacement (par mission)',
    estimated: 'Rémunération estimée (heures prévues)',
    commission: (percent: number) => `Commission de la plateforme (${percent} %)`,
    net: 'Net estimé pour le professionnel',
    payNote:
      'La rémunération est due sur les heures réellement effectuées et validées par l’établissement, aux taux ci-dessus (heure légale de Paris).',
    cancellation: 'Conditions d’annulation',
    cancellationTerms: (half: string, full: string) => [
      'Si l’établissement ou l’administrateur annule la mission moins de 48 heures avant son début, le professionnel reçoit une indemnité de 50 % de la rémunération prévue (heures prévues, taux de la mission, hors frais de déplacement), soit ' +
        half +
        '.',
      'Moins de 24 heures avant son début, l’indemnité est de 100 % de la rémunération prévue, soit ' +
        full +
        '.',
      'L’indemnité figure sur la prochaine fiche de paie du professionnel (ligne « Indemnité d’annulation ») et est facturée à l’établissement.',
    ],
    signatures: 'Signatures',
    awaiting: 'En attente de signature',
    signedOn: (at: string) => `Signé électroniquement le ${at}`,
    signedBy: (who: string) => `par ${who}`,
    readHash: 'Empreinte SHA-256 de la version lue :',
    sealNote:
      'Document scellé par la plateforme Relève (signature PAdES) : toute modification du fichier est détectable.',
    page: (n: number, of: number) => `Page ${n} / ${of}`,
  },
  roles: {
    nurse: 'Infirmier(ère)',
    caregiver: 'Aide-soignant(e)',
    any: 'Infirmier(ère) ou aide-soignant(e)',
  } as Record<string, string>,
} as const;
