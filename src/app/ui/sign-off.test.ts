import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  formatDistance,
  isFarFromPlace,
  signOffOf,
  tapDistances,
} from './sign-off.ts';

// Intl separates a number from its unit, and thousands, by a narrow no-break space (U+202F):
// written here as « _ ».
const nb = (text: string) => text.replace(/_/g, '\u202f');

describe('formatDistance', () => {
  it('counts metres under a kilometre', () => {
    expect(formatDistance(0)).toBe(nb('0_m'));
    expect(formatDistance(90)).toBe(nb('90_m'));
    expect(formatDistance(999)).toBe(nb('999_m'));
  });

  it('gives kilometres with one decimal, French comma, from 1 000 m', () => {
    expect(formatDistance(1000)).toBe(nb('1,0_km'));
    expect(formatDistance(1234)).toBe(nb('1,2_km'));
    expect(formatDistance(12_350)).toBe(nb('12,4_km'));
    expect(formatDistance(1_234_500)).toBe(nb('1_234,5_km'));
  });
});

describe('distanceLabel', () => {
  it('names the tap and the establishment', () => {
    expect(distanceLabel('start', 90)).toBe(nb("Début à 90_m de l'établissement"));
    expect(distanceLabel('end', 1234)).toBe(nb("Fin à 1,2_km de l'établissement"));
  });
});

describe('isFarFromPlace', () => {
  it('highlights from 500 m on', () => {
    expect(isFarFromPlace(499)).toBe(false);
    expect(isFarFromPlace(500)).toBe(true);
    expect(isFarFromPlace(12_000)).toBe(true);
  });
});

describe('tapDistances', () => {
  it('lists the known distances, start first, each with its highlight', () => {
    expect(tapDistances({ start_distance_m: 90, end_distance_m: 1234 })).toEqual([
      { kind: 'start', text: nb("Début à 90_m de l'établissement"), far: false },
      { kind: 'end', text: nb("Fin à 1,2_km de l'établissement"), far: true },
    ]);
  });

  it('says nothing of a tap without a position', () => {
    expect(tapDistances({ start_distance_m: null, end_distance_m: 40 })).toEqual([
      { kind: 'end', text: nb("Fin à 40_m de l'établissement"), far: false },
    ]);
    expect(tapDistances({ start_distance_m: null, end_distance_m: null })).toEqual([]);
  });
});

describe('signOffOf', () => {
  it('is nothing before the mission is completed', () => {
    expect(signOffOf({ validation: null, validated_by: null })).toBeNull();
  });

  it('labels each state, with a tone that matches its words', () => {
    expect(signOffOf({ validation: 'awaiting', validated_by: null })).toEqual({
      state: 'awaiting',
      label: 'À valider',
      tone: 'warning',
      auto: false,
    });
    expect(signOffOf({ validation: 'validated', validated_by: 'inst-1' })).toMatchObject({
      label: 'Validée',
      tone: 'success',
      auto: false,
    });
    expect(signOffOf({ validation: 'contested', validated_by: null })).toMatchObject({
      label: 'Contestée',
      tone: 'danger',
      auto: false,
    });
  });

  it('names the validation nobody made: 72 h passed without an answer', () => {
    expect(signOffOf({ validation: 'validated', validated_by: null })).toMatchObject({
      label: 'Validée automatiquement',
      auto: true,
    });
  });

  it('does not guess « automatiquement » where who validated is not told (the statement)', () => {
    expect(signOffOf({ validation: 'validated' })).toMatchObject({ label: 'Validée', auto: false });
  });
});
