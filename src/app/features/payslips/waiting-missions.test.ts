import { describe, expect, it } from 'vitest';
import { splitDetail, waitingMissionLine } from './waiting-missions.ts';

describe('waitingMissionLine', () => {
  it('names the mission, its local day and its establishment', () => {
    expect(
      waitingMissionLine({
        prestation_id: 'p1',
        name: 'Nuit',
        date: '2025-11-12',
        etablissement_name: 'EHPAD Les Tilleuls',
        validation: 'awaiting',
      }),
    ).toBe('Nuit — 12 novembre 2025 · EHPAD Les Tilleuls');
  });

  it('does without an establishment', () => {
    expect(
      waitingMissionLine({
        prestation_id: 'p1',
        name: 'Jour',
        date: '2025-11-03',
        etablissement_name: null,
        validation: 'contested',
      }),
    ).toBe('Jour — 3 novembre 2025');
  });
});

describe('splitDetail', () => {
  it('keeps a sentence without a list whole', () => {
    expect(splitDetail('Aucune prestation terminée sur cette période.')).toEqual({
      lead: 'Aucune prestation terminée sur cette période.',
      items: [],
    });
  });

  it('reads « … : a ; b » as a lead and one item per mission', () => {
    expect(
      splitDetail(
        'Aucune prestation validée sur cette période. 2 prestations attendent encore la validation de leurs heures : Nuit (12/11/2025) ; Jour (13/11/2025).',
      ),
    ).toEqual({
      lead: 'Aucune prestation validée sur cette période. 2 prestations attendent encore la validation de leurs heures :',
      items: ['Nuit (12/11/2025)', 'Jour (13/11/2025)'],
    });
  });

  it('reads the server’s list of waiting missions (its narrow no-break space before « : »), commas inside parentheses kept', () => {
    expect(
      splitDetail(
        'Aucune prestation validée sur cette période. En attente de validation\u202f: « Soins du soir » (12/11/2026), « Nuit, aile B » (13/11/2026, contestée).',
      ),
    ).toEqual({
      lead: 'Aucune prestation validée sur cette période. En attente de validation\u202f:',
      items: ['« Soins du soir » (12/11/2026)', '« Nuit, aile B » (13/11/2026, contestée)'],
    });
    expect(
      splitDetail(
        'Aucune prestation validée sur cette période. En attente de validation : « Matinée » (22/11/2026).',
      ).items,
    ).toEqual(['« Matinée » (22/11/2026)']);
  });

  it('reads one mission per line', () => {
    expect(splitDetail('En attente :\n- Nuit (12/11/2025)\n- Jour (13/11/2025)')).toEqual({
      lead: 'En attente :',
      items: ['Nuit (12/11/2025)', 'Jour (13/11/2025)'],
    });
  });

  it('does not cut a single item after a colon', () => {
    expect(splitDetail('Tarif manquant : Nuit semaine.').items).toEqual([]);
  });
});
