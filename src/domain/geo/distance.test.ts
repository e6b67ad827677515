import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceOrNull, EARTH_RADIUS_M } from './distance.ts';

describe('distanceMetres (haversine)', () => {
  it('is zero between a point and itself', () => {
    expect(distanceMetres({ lat: 48.8566, lng: 2.3522 }, { lat: 48.8566, lng: 2.3522 })).toBe(0);
  });

  it('gives one degree of a meridian as R·π/180, to the metre', () => {
    // 6 371 000 × π / 180 = 111 194.93 m
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111_195);
    expect(distanceMetres({ lat: 45, lng: 3 }, { lat: 46, lng: 3 })).toBe(111_195);
  });

  it('gives a quarter of the equator as R·π/2 and half of it as R·π', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBe(10_007_543);
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(
      Math.round(EARTH_RADIUS_M * Math.PI),
    );
  });

  it('shrinks a degree of longitude with the cosine of the latitude (60° N: half)', () => {
    // Along the 60th parallel: 2R·asin(cos 60° · sin 0.5°) = 55 596.93 m.
    expect(distanceMetres({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBe(55_597);
  });

  it('measures a short walk: Notre-Dame to the Hôtel de Ville, Paris', () => {
    expect(
      distanceMetres({ lat: 48.852968, lng: 2.349902 }, { lat: 48.856614, lng: 2.352222 }),
    ).toBe(440);
  });

  it('is symmetric and crosses the antimeridian the short way', () => {
    const a = { lat: -17.7, lng: 179.9 };
    const b = { lat: -17.7, lng: -179.9 };
    expect(distanceMetres(a, b)).toBe(distanceMetres(b, a));
    expect(distanceMetres(a, b)).toBeLessThan(25_000);
  });

  it('distanceOrNull is null without either position', () => {
    expect(distanceOrNull(null, { lat: 1, lng: 1 })).toBeNull();
    expect(distanceOrNull({ lat: 1, lng: 1 }, undefined)).toBeNull();
    expect(distanceOrNull({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111_195);
  });
});
